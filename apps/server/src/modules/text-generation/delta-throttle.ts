/**
 * Merges text deltas that arrive closer together than `intervalMs` into one event. A sparse stream
 * passes through untouched (the first delta always goes at once); a dense one (a fast model, many tiny
 * tokens) costs one socket write per interval instead of one per token, which is most of the
 * server's CPU per stream.
 */
export function deltaThrottle(send: (text: string) => void, intervalMs: number) {
  let pending = '';
  let lastSent = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const text = pending;
    pending = '';
    lastSent = performance.now();
    send(text);
  }

  return {
    push: (text: string) => {
      pending += text;
      const wait = lastSent + intervalMs - performance.now();
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
    /** Sends what is pending now (before the final event). */
    flush,
    /** Drops what is pending (the client left). */
    cancel: () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending = '';
    },
  };
}
