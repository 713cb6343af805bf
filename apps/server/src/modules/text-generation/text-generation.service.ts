import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  aiMessages,
  countWords,
  englishTokensPerWord,
  resolveTool,
  textTokenCap,
  type AiEditBody,
  type CustomTemplate,
  type GenTextInput,
  type TextGenerationBody,
} from '@penwise/contract';
import { z } from 'zod';
import type { TextEngine } from '../../adapters/ai/text-engine.ts';
import { countTokens } from '../../adapters/ai/token-count.ts';
import { AppError } from '../../errors.ts';
import type { PaidGenerations } from '../generations/paid-generations.service.ts';
import type { GenerationWorker } from '../generations/generation-worker.ts';
import type { GenerationRecord } from '../generations/generations.repository.ts';
import type { Payer } from '../generations/session-payer.repository.ts';
import {
  builtInToolText,
  customTemplateText,
  editText,
  withVoice,
  type PreparedText,
  type VoicePrompt,
} from './text-prompt.ts';
import { fullTextHold, reserveTextCall } from './text-reservation.ts';
import { createTextWriter, TextJob, textOutcomeOf, type TextOutcome } from './text-writer.ts';

export type { GeneratedText, TextOutcome } from './text-writer.ts';

export interface GenerateText {
  userId: string;
  body: TextGenerationBody;
  /** Read with the session (`payer`): no lookup of the plan before the hold. */
  payer?: Payer;
}

export interface EditText {
  userId: string;
  body: AiEditBody;
}

/** A started text generation: its id at once, its end when `done()` is awaited. */
export interface StartedText {
  id: string;
  /** Its row as written: the stream reads its events without looking it up again. */
  record: GenerationRecord;
  done: () => Promise<TextOutcome>;
}

// Built once: a zod schema costs more to build than to check a string with.
const templateRef = z.uuid();

// A capped answer is asked to fit, so it ends on a sentence rather than where the cap cuts it.
const fitWithin = (tokens: number) =>
  ` Keep the whole answer under ${String(Math.floor(tokens / 1.5))} words and end it with a complete sentence.`;

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
  /** One of the user's brand voices as prompt rules; throws a 400 when it is not theirs. */
  voicePrompt: (userId: string, voiceId: string) => Promise<VoicePrompt>;
  /** One of the user's own templates; undefined when it is not theirs or gone. */
  findTemplate: (userId: string, templateId: string) => Promise<CustomTemplate | undefined>;
  log: FastifyBaseLogger;
}) {
  const { generations, engine } = deps;
  const write = createTextWriter({ generations, engine, timeoutMs: deps.timeoutMs, log: deps.log });

  deps.worker.register('text', async (started, payload) => {
    await write(started, TextJob.parse(payload));
  });

  // Built-in tools are named by slug or title; a template of the user's own by its id.
  async function toolText(userId: string, body: TextGenerationBody): Promise<PreparedText> {
    const ref = body.tool_data;
    if (typeof ref === 'string' && templateRef.safeParse(ref).success) {
      const template = await deps.findTemplate(userId, ref);
      if (!template) throw new AppError('unknown_tool', 400, aiMessages.unknownTool, 'tool_data');
      return customTemplateText(template, body);
    }
    const tool = resolveTool(ref);
    if (!tool) throw new AppError('unknown_tool', 400, aiMessages.unknownTool, 'tool_data');
    return builtInToolText(tool, body);
  }

  async function voiceOf(userId: string, voiceId: string | undefined): Promise<VoicePrompt | undefined> {
    return voiceId === undefined ? undefined : deps.voicePrompt(userId, voiceId);
  }

  /** Holds the credits and queues the generation (402/403 before anything starts). */
  async function begin(userId: string, text: PreparedText, payer?: Payer): Promise<StartedText> {
    const input: GenTextInput = { prompt: text.prompt.user, save_data: text.saveData };
    // The plan decides only who pays for an AI template: other calls skip the lookup.
    const plan = text.aiTemplate ? (payer ? payer.plan : await deps.activePlan(userId)) : undefined;
    const toolCap = textTokenCap(text.maxWords, deps.maxTokens);
    const { aiTemplate } = text;
    const key = `text:${randomUUID()}`;
    const { record } = await generations.start({
      userId,
      type: 'GenText',
      engine: engine.name,
      input,
      fullHold: fullTextHold({ aiTemplate, toolCap, plan, key }),
      hold: (credits) => reserveTextCall(credits, { userId, aiTemplate, toolCap, plan, key }),
      kind: 'text',
      payload: (held) => {
        // A capped answer is asked to fit, so it ends on a sentence rather than where the cap cuts it.
        const system = held.shortened ? text.prompt.system + fitWithin(held.maxTokens) : text.prompt.system;
        const job: TextJob = {
          tool: text.tool,
          prompt: { system, user: text.prompt.user },
          values: text.brief,
          maxTokens: held.maxTokens,
          shortened: held.shortened,
        };
        return job;
      },
    });
    return {
      id: record.id,
      record,
      done: async () => textOutcomeOf(await generations.waitForEnd(userId, record.id)),
    };
  }

  return {
    engineName: engine.name,

    /** The session lookup the text routes authenticate with: the user and their plan in one statement. */
    payer: generations.payer,

    /**
     * A writing tool's or a template's generation: the tool, the fields and the voice are checked first
     * (400 changes nothing), then the credits are held (402/403) and it starts; `done()` waits for its end.
     */
    async start({ userId, body, payer }: GenerateText): Promise<StartedText> {
      const text = await toolText(userId, body);
      return begin(userId, withVoice(text, await voiceOf(userId, body.brand_voice_id)), payer);
    },

    /** An editor command on a selection: a text generation like a tool's, its length scaled to the selection. */
    async startEdit({ userId, body }: EditText): Promise<StartedText> {
      const voice = await voiceOf(userId, body.brand_voice_id);
      // Words as the selection would count in English: text without spaces still gets room to answer.
      const tokens = await countTokens(body.text);
      const size = Math.max(countWords(body.text), Math.ceil(tokens / englishTokensPerWord));
      return begin(userId, withVoice(editText(body, size), voice));
    },

    /** A prepared prompt of another feature (learning a voice), held, charged and listed like any text. */
    startPrepared: (userId: string, text: PreparedText) => begin(userId, text),
  };
}

export type TextGenerationService = ReturnType<typeof createTextGenerationService>;
