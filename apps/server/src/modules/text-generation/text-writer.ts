import type { FastifyBaseLogger } from 'fastify';
import { countWords, textStreamEvents, textTokenCost, type TextStreamFinal } from '@penwise/contract';
import { z } from 'zod';
import { TextBrief, textDeltaIntervalMs, type TextEngine } from '../../adapters/ai/text-engine.ts';
import { countTokens } from '../../adapters/ai/token-count.ts';
import { errorAnswerOf, type AppError } from '../../errors.ts';
import { aiFailure, failureOfAnswer } from '../ai-engines/ai-failure.ts';
import { errorOf } from '../generations/generation-view.ts';
import type { GenerationRecord } from '../generations/generations.repository.ts';
import type { PaidGenerations, Started } from '../generations/paid-generations.service.ts';
import { deltaThrottle } from './delta-throttle.ts';
import { failWhenSilent } from './silence-timeout.ts';

export interface GeneratedText {
  text: string;
  /** For display: the charge is by tokens. */
  words: number;
  tokens: number;
  credits: number;
  historyId: string;
  /** Its owner stopped it: the text is what was written until then. */
  stopped: boolean;
}

/** How a started text generation ends: never a rejection, so nobody has to be waiting for it. */
export type TextOutcome = { ok: true; text: GeneratedText } | { ok: false; error: AppError };

// What the worker that writes it needs: the prompt as rendered, the brief, and the engine's cap.
export const TextJob = z.object({
  tool: z.string(),
  prompt: z.object({ system: z.string(), user: z.string() }),
  values: TextBrief,
  maxTokens: z.number().int().positive(),
  shortened: z.boolean(),
});
export type TextJob = z.infer<typeof TextJob>;

/**
 * The worker's side of a text generation: streams from the engine into the generation's events, then
 * settles to the tokens generated (the engine's reported usage, or a tokenizer's count of what was
 * written before a stop) and ends the history item; an engine failure ends it refunded.
 */
export function createTextWriter(deps: {
  generations: Pick<PaidGenerations, 'end'>;
  engine: TextEngine;
  /** Longest silence of the engine (before the first word or between two): AI_TIMEOUT. */
  timeoutMs: number;
  log: FastifyBaseLogger;
}) {
  const { generations, engine, log } = deps;

  return async function write(started: Started, job: TextJob): Promise<void> {
    const { run } = started;
    const { maxTokens, shortened, prompt, values } = job;
    let reportedTokens: number | undefined;
    let failure: unknown;
    const deltas = deltaThrottle((text) => {
      run.emitText(text);
    }, textDeltaIntervalMs);
    // Stops the engine when its owner stops it or when the engine falls silent for too long. One
    // controller and a listener rather than AbortSignal.any, whose weak references cost every stream.
    const engineStop = new AbortController();
    const { signal } = engineStop;
    const ownerStopped = () => {
      engineStop.abort(run.signal.reason);
    };
    if (run.signal.aborted) ownerStopped();
    else run.signal.addEventListener('abort', ownerStopped, { once: true });
    try {
      const events = engine.stream({ ...prompt, maxTokens, signal, brief: values });
      for await (const event of failWhenSilent(events, deps.timeoutMs, () => engineStop.abort())) {
        if (event.type === 'done') reportedTokens = event.usage.completionTokens;
        else deltas.push(event.text);
      }
    } catch (error) {
      // A stop is not an engine failure: what was written is kept and charged below.
      if (!run.signal.aborted) failure = error;
    } finally {
      run.signal.removeEventListener('abort', ownerStopped);
    }
    deltas.flush();
    const stopped = run.signal.aborted;
    const text = run.text();
    if (failure !== undefined || (!stopped && text.trim() === '')) {
      const error = aiFailure(failure ?? new Error('the engine returned no text'));
      if (failure !== undefined)
        log.warn({ err: failure, tool: job.tool, engine: engine.name }, 'text engine failed');
      const body = errorAnswerOf(error).body;
      await generations.end(
        started,
        { status: 'failed', result: null, cost: 0, error: body },
        { event: textStreamEvents.error, data: body },
      );
      return;
    }
    // A finished answer is charged the tokens the engine reports (none or zero for real text: the
    // tokenizer counts it); a stopped one, the tokens of what it wrote. Never more than the cap held.
    const reported = stopped ? undefined : reportedTokens;
    const counted = reported === undefined || reported === 0 ? await countTokens(text, maxTokens) : reported;
    // Only blank space is no answer: nothing to charge.
    const tokens = text.trim() === '' ? 0 : Math.min(counted, maxTokens);
    const cost = tokens === 0 ? 0 : textTokenCost(tokens);
    const final: TextStreamFinal = {
      text,
      words: countWords(text),
      tokens,
      credits: cost,
      historyId: tokens === 0 ? '' : started.record.id,
      ...(shortened && { shortened: true }),
      ...(stopped && { stopped: true }),
    };
    const status = stopped ? 'stopped' : 'succeeded';
    await generations.end(
      started,
      { status, result: text, cost, tokens },
      { event: textStreamEvents.final, data: final },
    );
  };
}

/** How an ended text generation answers the call that waited for it. */
export function textOutcomeOf(row: GenerationRecord): TextOutcome {
  // Ended by the recovery with text kept and charged: that text is the answer.
  if (row.status === 'failed' && row.creditsCharged === 0)
    return { ok: false, error: failureOfAnswer(errorOf(row)) };
  const text = row.result ?? '';
  const tokens = row.tokens ?? 0;
  return {
    ok: true,
    text: {
      text,
      words: countWords(text),
      tokens,
      credits: row.creditsCharged,
      historyId: tokens === 0 ? '' : row.id,
      stopped: row.status === 'stopped',
    },
  };
}
