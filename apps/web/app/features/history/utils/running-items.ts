/** A running text item shows at most this many of its last characters. */
export const runningTextLimit = 240;

/** The end of a text still being written, so its newest words show: '…' and the last `limit` characters. */
export function tailText(text: string, limit = runningTextLimit): string {
  const characters = Array.from(text.trimEnd());
  return characters.length > limit ? `…${characters.slice(-limit).join('').trimStart()}` : text.trimEnd();
}
