import { AiEngineError, aiEngineMessages } from '../../adapters/ai/ai-engine-error.ts';

/**
 * Passes `source` through, but fails with a `timeout` engine error once it stays silent for `ms`
 * (before its first event or between two), calling `onSilence` first so the caller can abort the engine.
 * The OpenAI SDK's own timeout stops counting at the response headers: a provider that stalls
 * mid-answer would otherwise hold the request, its connection and the user's credits forever.
 *
 * One timer for the whole stream, pushed back on each request for the next event (`refresh`), and
 * one promise per event, not a generator step and a `Promise.race` (about half the CPU per event).
 * Ending the reading early (`return`) stops the timer but leaves the source as it is.
 */
export function failWhenSilent<T>(
  source: AsyncIterable<T>,
  ms: number,
  onSilence: () => void,
): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let finished = false;
  // Set while a next() waits: the timer fails it. A silence between two requests fails the next one.
  let failWaiting: (() => void) | undefined;
  let silent = false;
  const timer = setTimeout(() => {
    silent = true;
    failWaiting?.();
  }, ms);
  const finish = () => {
    finished = true;
    failWaiting = undefined;
    clearTimeout(timer);
  };
  const timedOut = (): AiEngineError => {
    finish();
    onSilence();
    return new AiEngineError('timeout', aiEngineMessages.timeout);
  };

  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next(): Promise<IteratorResult<T>> {
      if (finished) return Promise.resolve({ done: true, value: undefined });
      if (silent) return Promise.reject(timedOut());
      // Counted from each request for the next event, as the consumer asks for it.
      timer.refresh();
      return new Promise<IteratorResult<T>>((resolve, reject) => {
        failWaiting = () => {
          reject(timedOut());
        };
        // A result or failure that comes after the timeout is dropped: the promise has settled.
        const pending = iterator.next();
        pending.then(
          (result) => {
            failWaiting = undefined;
            if (result.done) finish();
            resolve(result);
          },
          () => {
            finish();
            // Fails as the source failed.
            resolve(pending);
          },
        );
      });
    },
    return(): Promise<IteratorResult<T>> {
      finish();
      return Promise.resolve({ done: true, value: undefined });
    },
  };
}
