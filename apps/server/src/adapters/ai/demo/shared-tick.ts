/**
 * One clock for every paced demo stream: a wait resolves on the next shared tick, so the streams
 * running at once wake together, one timer and one event-loop wake-up for all of them instead of one
 * each. The timer stops after a tick that found nobody waiting.
 */
export function sharedTick(intervalMs: number) {
  let waiting: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;

  function tick() {
    const due = waiting;
    waiting = [];
    if (due.length === 0) {
      clearInterval(timer);
      timer = undefined;
    }
    for (const resolve of due) resolve();
  }

  return {
    /** Resolves on the next tick. */
    next(): Promise<void> {
      return new Promise((resolve) => {
        waiting.push(resolve);
        timer ??= setInterval(tick, intervalMs);
      });
    },
  };
}
