import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  aiMessages,
  countWords,
  defaultLanguage,
  defaultTone,
  renderToolPrompt,
  resolveTool,
  textCost,
  type GenTextInput,
  type TextGenerationBody,
} from '@penwise/contract';
import type { TextEngine } from '../../adapters/ai/text-engine.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { reserveOrExplain } from '../credits/reserve-or-explain.ts';
import type { HistoryService } from '../history/history.service.ts';
import { aiFailure } from '../ai-engines/ai-failure.ts';
import { failWhenSilent } from './silence-timeout.ts';

export interface GenerateText {
  userId: string;
  body: TextGenerationBody;
  /** Aborted when the client goes away: the engine stops and only what was produced is charged. */
  signal: AbortSignal;
  onDelta?: (text: string) => void;
  /** What actually reached the client, when the caller holds some deltas back: a client that leaves pays for this. */
  delivered?: () => string;
}

export interface GeneratedText {
  text: string;
  words: number;
  credits: number;
  historyId: string;
  /** The client left before the end. */
  cancelled: boolean;
}

// About 0.75 English words a token; 1.5 tokens a word leaves room for other languages, and
// anything past the tool's word cap is never charged.
const tokensPerWord = 1.5;

/** Text generation: reserve the tool's maximum, stream from the engine, settle to the words produced, record it. */
export function createTextGenerationService(deps: {
  credits: CreditsService;
  history: HistoryService;
  engine: TextEngine;
  maxTokens: number;
  /** Longest silence of the engine (before the first word or between two): AI_TIMEOUT. */
  timeoutMs: number;
  log: FastifyBaseLogger;
}) {
  const { credits, history, engine, log } = deps;

  return {
    engineName: engine.name,

    async generate({ userId, body, signal, onDelta, delivered }: GenerateText): Promise<GeneratedText> {
      const tool = resolveTool(body.tool_data);
      if (!tool) throw new AppError('unknown_tool', 400, aiMessages.unknownTool, 'tool_data');
      const values = {
        description: body.content,
        tone: body.tone ?? defaultTone,
        language: body.language ?? defaultLanguage,
      };
      const prompt = renderToolPrompt(tool, values);
      const reservation = await reserveOrExplain(
        credits,
        { userId, cost: textCost(tool.prompt.maxWords), key: `text:${randomUUID()}` },
        aiMessages.notEnoughForTool,
      );

      let text = '';
      // Stops the engine when the client leaves or when the engine falls silent for too long.
      const engineStop = new AbortController();
      const engineSignal = AbortSignal.any([signal, engineStop.signal]);
      try {
        const maxTokens = Math.min(deps.maxTokens, Math.ceil(tool.prompt.maxWords * tokensPerWord));
        const events = engine.stream({ ...prompt, maxTokens, signal: engineSignal, brief: values });
        for await (const event of failWhenSilent(events, deps.timeoutMs, () => engineStop.abort())) {
          if (event.type !== 'delta') continue;
          text += event.text;
          onDelta?.(event.text);
        }
      } catch (error) {
        // A client that left is not an engine failure: what it received is charged below.
        if (!signal.aborted) {
          await credits.refund(reservation);
          log.warn({ err: error, tool: tool.slug, engine: engine.name }, 'text engine failed');
          throw aiFailure(error);
        }
      }

      if (signal.aborted && delivered) text = delivered();
      const words = Math.min(countWords(text), tool.prompt.maxWords);
      if (words === 0) {
        await credits.refund(reservation);
        if (signal.aborted) return { text, words, credits: 0, historyId: '', cancelled: true };
        throw aiFailure(new Error('the engine returned no text'));
      }
      const cost = textCost(words);
      await credits.settle(reservation, cost);
      const input: GenTextInput = {
        prompt: prompt.user,
        save_data: { cat: tool.category, tool: tool.slug, ...values },
      };
      const historyId = await history.record({
        userId,
        type: 'GenText',
        input,
        result: text,
        creditsCharged: cost,
        engine: engine.name,
      });
      return { text, words, credits: cost, historyId, cancelled: signal.aborted };
    },
  };
}

export type TextGenerationService = ReturnType<typeof createTextGenerationService>;
