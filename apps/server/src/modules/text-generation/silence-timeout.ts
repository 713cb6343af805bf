import { AiEngineError, aiEngineMessages } from '../../adapters/ai/ai-engine-error.ts';

/**
 * Passes `source` through, but fails with a `timeout` engine error once it stays silent for `ms`
 * (before its first event or between two), calling `onSilence` first so the caller can abort the engine.
 * The OpenAI SDK's own timeout stops counting at the response headers: a provider that stalls
 * mid-answer would otherwise hold the request, its connection and the user's credits forever.
 *
 * One timer for the whole stream, pushed back on each event (`refresh`): a timer per event was a
 * measurable part of a stream's CPU.
 */
export async function* failWhenSilent<T>(
  source: AsyncIterable<T>,
  ms: number,
  onSilence: () => void,
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let fire: (value: 'silent') => void = () => undefined;
  const silence = new Promise<'silent'>((resolve) => {
    fire = resolve;
  });
  const timer = setTimeout(() => {
    fire('silent');
  }, ms);
  try {
    for (;;) {
      // Counted from each request for the next event, as the consumer asks for it.
      timer.refresh();
      // Promise.race also handles a later rejection of the abandoned next(): no unhandled rejection.
      const next = await Promise.race([iterator.next(), silence]);
      if (next === 'silent') {
        onSilence();
        throw new AiEngineError('timeout', aiEngineMessages.timeout);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    clearTimeout(timer);
  }
}
