import type { TextEngine, TextEvent, TextRequest } from '../text-engine.ts';
import { countTokens } from '../token-count.ts';
import { writeDemoEdit } from './demo-edit-writer.ts';
import { writeDemo } from './demo-writer.ts';
import { fitToTokensCounted } from './writer/fit.ts';

/** Tone and language from the rendered user message, for requests that carry no brief. */
function fromUser(user: string, field: 'Tone' | 'Language'): string {
  return new RegExp(`^${field}: (.+)$`, 'm').exec(user)?.[1]?.trim() ?? '';
}

/** The user's words inside the rendered message ("Brief:\n…\n\nTone: …"). */
function descriptionIn(user: string): string {
  return user.replace(/^[^\n]*:\n/, '').replace(/\n\nTone: [^]*$/, '');
}

/** Reads a brand voice from samples, as a model would answer the learning prompt (a JSON-able object). */
export type ReadVoice = (samples: readonly string[]) => unknown;

/** The demo's answer: a voice read from samples, an editor command's result, or a tool's text. */
function compose(request: TextRequest, readVoice: ReadVoice): string {
  const description = request.brief?.description ?? descriptionIn(request.user);
  const tone = request.brief?.tone ?? fromUser(request.user, 'Tone');
  const language = request.brief?.language ?? fromUser(request.user, 'Language');
  const seed = `${request.system}\n${request.user}`;
  const task = request.brief?.task;
  if (task?.kind === 'learn-voice') return JSON.stringify(readVoice(task.samples));
  if (task?.kind === 'edit')
    return writeDemoEdit({ command: task.command, text: description, tone, language, seed });
  const maxWords = Math.max(20, Math.floor(request.maxTokens * 0.75));
  return writeDemo({ system: request.system, description, tone, language, maxWords, seed });
}

/**
 * The offline engine: deterministic, tool-shaped text from the brief, in its tone and language,
 * streamed a few words at a time; editor commands and voice learning answered as the model would.
 * `paceMs` spaces the chunks like a model's stream (the app uses it; tests keep 0).
 */
export function demoTextEngine({
  paceMs = 0,
  readVoice = () => ({}),
}: { paceMs?: number; readVoice?: ReadVoice } = {}): TextEngine {
  async function* stream(request: TextRequest): AsyncGenerator<TextEvent> {
    const { text, tokens } = await fitToTokensCounted(compose(request, readVoice), request.maxTokens);
    // Japanese and Chinese have no spaces: stream them a few characters at a time.
    const pieces =
      text.match(/\S+\s*/g)?.flatMap((p) => (p.length > 12 ? (p.match(/[^]{1,8}/gu) ?? []) : [p])) ?? [];
    // One timer for the stream, re-armed for each chunk (`refresh`), not a new timer per chunk.
    let wake: () => void = () => undefined;
    const pace = paceMs ? setTimeout(() => wake(), paceMs) : undefined;
    try {
      for (let i = 0; i < pieces.length; i += 3) {
        if (request.signal?.aborted) return;
        // Yield to the event loop between chunks, as a network stream would.
        await new Promise<void>((resolve) => {
          if (!pace) return void setImmediate(resolve);
          wake = resolve;
          pace.refresh();
        });
        yield { type: 'delta', text: pieces.slice(i, i + 3).join('') };
      }
    } finally {
      clearTimeout(pace);
    }
    // Counted as a provider counts: the tokenizer's tokens, within the request's cap.
    yield {
      type: 'done',
      usage: {
        promptTokens: (await countTokens(request.system)) + (await countTokens(request.user)),
        completionTokens: tokens,
      },
    };
  }
  return { name: 'demo', stream };
}
