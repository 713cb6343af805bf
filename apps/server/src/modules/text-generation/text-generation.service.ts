import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  aiMessages,
  countWords,
  defaultLanguage,
  defaultTone,
  renderToolPrompt,
  resolveTool,
  textTokenCap,
  textTokenCost,
  textMessages,
  textStreamEvents,
  type GenTextInput,
  type TextGenerationBody,
  type TextStreamFinal,
} from '@penwise/contract';
import { z } from 'zod';
import type { TextEngine } from '../../adapters/ai/text-engine.ts';
import { countTokens } from '../../adapters/ai/token-count.ts';
import { AppError, errorAnswerOf } from '../../errors.ts';
import type { PaidGenerations, Started } from '../generations/paid-generations.service.ts';
import type { GenerationWorker } from '../generations/generation-worker.ts';
import { errorOf } from '../generations/generation-view.ts';
import type { GenerationRecord } from '../generations/generations.repository.ts';
import { aiFailure, failureOfAnswer } from '../ai-engines/ai-failure.ts';
import { deltaThrottle } from './delta-throttle.ts';
import { failWhenSilent } from './silence-timeout.ts';
import { reserveTextCall } from './text-reservation.ts';

export interface GenerateText {
  userId: string;
  body: TextGenerationBody;
}

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

// A capped answer is asked to fit, so it ends on a sentence rather than where the cap cuts it.
const fitWithin = (tokens: number) =>
  ` Keep the whole answer under ${String(Math.floor(tokens / 1.5))} words and end it with a complete sentence.`;

// Deltas closer together than one screen frame go out as one event.
const deltaIntervalMs = 16;

// What the worker that writes it needs: the prompt as rendered, the brief, and the engine's cap.
const TextJob = z.object({
  tool: z.string(),
  prompt: z.object({ system: z.string(), user: z.string() }),
  values: z.object({ description: z.string(), tone: z.string(), language: z.string() }),
  maxTokens: z.number().int().positive(),
  shortened: z.boolean(),
});
type TextJob = z.infer<typeof TextJob>;

/**
 * Text generation: hold the tool's token cap × the rate and start the generation; stream from the
 * engine into the generation's events; settle to the tokens generated (the engine's reported usage, or
 * a tokenizer's count of what was written before a stop) and end the history item. Leaving the page
 * does not stop it: only its owner's Stop does.
 */
export function createTextGenerationService(deps: {
  generations: PaidGenerations;
  engine: TextEngine;
  maxTokens: number;
  /** The title of the user's active plan, if any: a plan without AI templates pays for them from packs only. */
  activePlan: (userId: string) => Promise<string | undefined>;
  /** Longest silence of the engine (before the first word or between two): AI_TIMEOUT. */
  timeoutMs: number;
  worker: Pick<GenerationWorker, 'register'>;
  log: FastifyBaseLogger;
}) {
  const { generations, engine, log } = deps;

  async function write(started: Started, job: TextJob): Promise<void> {
    const { run } = started;
    const { maxTokens, shortened, prompt, values } = job;
    let reportedTokens: number | undefined;
    let failure: unknown;
    const deltas = deltaThrottle((text) => {
      run.emitText(text);
    }, deltaIntervalMs);
    // Stops the engine when its owner stops it or when the engine falls silent for too long.
    const engineStop = new AbortController();
    const signal = AbortSignal.any([run.signal, engineStop.signal]);
    try {
      const events = engine.stream({ ...prompt, maxTokens, signal, brief: values });
      for await (const event of failWhenSilent(events, deps.timeoutMs, () => engineStop.abort())) {
        if (event.type === 'done') reportedTokens = event.usage.completionTokens;
        else deltas.push(event.text);
      }
    } catch (error) {
      // A stop is not an engine failure: what was written is kept and charged below.
      if (!run.signal.aborted) failure = error;
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
  }

  deps.worker.register('text', async (started, payload) => {
    await write(started, TextJob.parse(payload));
  });

  /** How an ended text generation answers the call that waited for it. */
  function outcomeOf(row: GenerationRecord): TextOutcome {
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

  return {
    engineName: engine.name,

    /** Holds the credits and queues the generation (402/403 before anything starts); `done()` waits for its end. */
    async start({ userId, body }: GenerateText): Promise<{ id: string; done: () => Promise<TextOutcome> }> {
      const tool = resolveTool(body.tool_data);
      if (!tool) throw new AppError('unknown_tool', 400, aiMessages.unknownTool, 'tool_data');
      if (body.content === undefined)
        throw new AppError('validation_failed', 400, textMessages.descriptionRequired, 'content');
      const values = {
        description: body.content,
        tone: body.tone ?? defaultTone,
        language: body.language ?? defaultLanguage,
      };
      const rendered = renderToolPrompt(tool, values);
      const input: GenTextInput = {
        prompt: rendered.user,
        save_data: { cat: tool.category, tool: tool.slug, ...values },
      };
      const plan = await deps.activePlan(userId);
      const toolCap = textTokenCap(tool.prompt.maxWords, deps.maxTokens);
      const { record } = await generations.start({
        userId,
        type: 'GenText',
        engine: engine.name,
        input,
        hold: (credits) =>
          reserveTextCall(credits, { userId, tool, toolCap, plan, key: `text:${randomUUID()}` }),
        kind: 'text',
        payload: (held) => {
          // A capped answer is asked to fit, so it ends on a sentence rather than where the cap cuts it.
          const system = held.shortened ? rendered.system + fitWithin(held.maxTokens) : rendered.system;
          const job: TextJob = {
            tool: tool.slug,
            prompt: { system, user: rendered.user },
            values,
            maxTokens: held.maxTokens,
            shortened: held.shortened,
          };
          return job;
        },
      });
      return { id: record.id, done: async () => outcomeOf(await generations.waitForEnd(userId, record.id)) };
    },
  };
}

export type TextGenerationService = ReturnType<typeof createTextGenerationService>;
