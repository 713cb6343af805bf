import { AiEngineError, aiEngineMessages } from '../../adapters/ai/ai-engine-error.ts';

/**
 * Passes `source` through, but fails with a `timeout` engine error once it stays silent for `ms`
 * (before its first event or between two), calling `onSilence` first so the caller can abort the engine.
 * The OpenAI SDK's own timeout stops counting at the response headers: a provider that stalls
 * mid-answer would otherwise hold the request, its connection and the user's credits forever.
 */
export async function* failWhenSilent<T>(
  source: AsyncIterable<T>,
  ms: number,
  onSilence: () => void,
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let timer: NodeJS.Timeout | undefined;
  try {
    for (;;) {
      const silence = new Promise<'silent'>((resolve) => {
        timer = setTimeout(() => resolve('silent'), ms);
      });
      // Promise.race also handles a later rejection of the abandoned next(): no unhandled rejection.
      const next = await Promise.race([iterator.next(), silence]);
      clearTimeout(timer);
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
