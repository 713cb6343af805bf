import { AiEngineError, aiEngineMessages } from './ai-engine-error.ts';
import { type TextEngine, type TextEvent, type TextRequest } from './text-engine.ts';
import { countTokens } from './token-count.ts';

/** One scripted answer: deltas, then optionally a failure or a hang until the caller aborts. */
export interface ScriptedText {
  deltas: string[];
  /** Throws this kind of engine error after the deltas. */
  fail?: AiEngineError['kind'];
  /** Waits this long before the first delta (a slow provider). */
  delayMs?: number;
  /** Waits this long before each delta after the first (a slow but steady model). */
  deltaIntervalMs?: number;
  /** After the deltas, waits until the request's signal aborts (a stop, or a silence timeout). */
  hang?: boolean;
  /** After the deltas, waits for these further ones (the test decides when the model goes on). */
  more?: Promise<string[]>;
  /** The completion tokens the engine reports at the end; by default the tokenizer's count of the deltas. */
  completionTokens?: number;
}

export interface FakeTextEngine extends TextEngine {
  requests: TextRequest[];
  script(...answers: ScriptedText[]): void;
}

function abortedPromise(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!signal || signal.aborted) return resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/** A text engine for tests: records each request and answers from a script (default: one short line). */
export function fakeTextEngine(): FakeTextEngine {
  const requests: TextRequest[] = [];
  const queue: ScriptedText[] = [];
  async function* stream(request: TextRequest): AsyncGenerator<TextEvent> {
    requests.push(request);
    const answer = queue.shift() ?? { deltas: ['Fresh ', 'ideas ', 'for ', 'you.'] };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    for (const [i, text] of answer.deltas.entries()) {
      if (i > 0 && answer.deltaIntervalMs)
        await new Promise((resolve) => setTimeout(resolve, answer.deltaIntervalMs));
      await new Promise((resolve) => setImmediate(resolve));
      yield { type: 'delta', text };
    }
    if (answer.more) {
      const signal = request.signal;
      const more = await Promise.race([answer.more, abortedPromise(signal).then(() => undefined)]);
      if (!more) throw new AiEngineError('unavailable', 'aborted');
      for (const text of more) yield { type: 'delta', text };
      answer.deltas = [...answer.deltas, ...more];
    }
    if (answer.hang) {
      await abortedPromise(request.signal);
      throw new AiEngineError('unavailable', 'aborted by the client');
    }
    if (answer.fail) throw new AiEngineError(answer.fail, aiEngineMessages[answer.fail]);
    const completionTokens = answer.completionTokens ?? (await countTokens(answer.deltas.join('')));
    yield { type: 'done', usage: { completionTokens } };
  }
  return { name: 'openai', requests, stream, script: (...answers) => queue.push(...answers) };
}
