/**
 * A value made on first use and shared after: for modules that are heavy to load and not needed by
 * every server (a mail client, a PDF writer). A failed load is tried again on the next use.
 */
export function lazily<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}
