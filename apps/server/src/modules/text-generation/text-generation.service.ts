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
  type GenTextInput,
  type TextGenerationBody,
} from '@penwise/contract';
import type { TextEngine } from '../../adapters/ai/text-engine.ts';
import { countTokens } from '../../adapters/ai/token-count.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { HistoryService } from '../history/history.service.ts';
import { aiFailure } from '../ai-engines/ai-failure.ts';
import { failWhenSilent } from './silence-timeout.ts';
import { reserveTextCall } from './text-reservation.ts';

export interface GenerateText {
  userId: string;
  body: TextGenerationBody;
  /** Aborted when the client goes away: the engine stops and only the tokens delivered are charged. */
  signal: AbortSignal;
  onDelta?: (text: string) => void;
  /** What actually reached the client, when the caller holds some deltas back: a client that leaves pays for this. */
  delivered?: () => string;
}

export interface GeneratedText {
  text: string;
  /** For display: the charge is by tokens. */
  words: number;
  tokens: number;
  credits: number;
  historyId: string;
  /** The client left before the end. */
  cancelled: boolean;
  /** The balance paid for less than the tool's length: the engine's cap was lowered to it. */
  shortened: boolean;
}

// A capped answer is asked to fit, so it ends on a sentence rather than where the cap cuts it.
const fitWithin = (tokens: number) =>
  ` Keep the whole answer under ${String(Math.floor(tokens / 1.5))} words and end it with a complete sentence.`;

/**
 * Text generation: reserve the tool's token cap × the rate, stream from the engine, settle to the
 * tokens generated (the engine's reported usage; a tokenizer's count of what a client that left was
 * delivered), record it.
 */
export function createTextGenerationService(deps: {
  credits: CreditsService;
  history: HistoryService;
  engine: TextEngine;
  maxTokens: number;
  /** The title of the user's active plan, if any: a plan without AI templates pays for them from packs only. */
  activePlan: (userId: string) => Promise<string | undefined>;
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
      const { reservation, maxTokens, shortened } = await reserveTextCall(credits, {
        userId,
        tool,
        toolCap: textTokenCap(tool.prompt.maxWords, deps.maxTokens),
        plan: await deps.activePlan(userId),
        key: `text:${randomUUID()}`,
      });
      const rendered = renderToolPrompt(tool, values);
      const prompt = shortened ? { ...rendered, system: rendered.system + fitWithin(maxTokens) } : rendered;

      let text = '';
      let reportedTokens: number | undefined;
      // Stops the engine when the client leaves or when the engine falls silent for too long.
      const engineStop = new AbortController();
      const engineSignal = AbortSignal.any([signal, engineStop.signal]);
      try {
        const events = engine.stream({ ...prompt, maxTokens, signal: engineSignal, brief: values });
        for await (const event of failWhenSilent(events, deps.timeoutMs, () => engineStop.abort())) {
          if (event.type === 'done') {
            reportedTokens = event.usage.completionTokens;
            continue;
          }
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
      // A finished answer is charged the tokens the engine reports (none or zero for real text: the
      // tokenizer counts it); a client that left, the tokens of what it was delivered. Never more
      // than the cap that was reserved.
      const reported = signal.aborted ? undefined : reportedTokens;
      const counted =
        reported === undefined || reported === 0 ? await countTokens(text, maxTokens) : reported;
      // Only blank space is no answer: nothing to charge.
      const tokens = text.trim() === '' ? 0 : Math.min(counted, maxTokens);
      const words = countWords(text);
      if (tokens === 0) {
        await credits.refund(reservation);
        if (signal.aborted) {
          return { text, words, tokens, credits: 0, historyId: '', cancelled: true, shortened };
        }
        throw aiFailure(new Error('the engine returned no text'));
      }
      const cost = textTokenCost(tokens);
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
      return { text, words, tokens, credits: cost, historyId, cancelled: signal.aborted, shortened };
    },
  };
}

export type TextGenerationService = ReturnType<typeof createTextGenerationService>;
