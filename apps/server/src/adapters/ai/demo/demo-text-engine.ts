import { textDeltaIntervalMs, type TextEngine, type TextEvent, type TextRequest } from '../text-engine.ts';
import { writeDemoEdit } from './demo-edit-writer.ts';
import { writeDemo } from './demo-writer.ts';
import { sharedTick } from './shared-tick.ts';
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

// Three words a chunk; a paced stream wakes no more often than readers get text (`textDeltaIntervalMs`)
// and sends every chunk due by then: a reader sees the same stream, while each wake-up (a timer, a
// resumed generator, an event) costs the server CPU. All paced streams of an engine wake on one shared
// tick, so the streams running at once cost one event-loop wake-up per tick, not one each.
const wordsPerChunk = 3;

/**
 * The offline engine: deterministic, tool-shaped text from the brief, in its tone and language,
 * streamed a few words at a time; editor commands and voice learning answered as the model would.
 * `paceMs` is the time per three words, a model's speed (the app uses it; tests keep 0).
 */
export function demoTextEngine({
  paceMs = 0,
  readVoice = () => ({}),
}: { paceMs?: number; readVoice?: ReadVoice } = {}): TextEngine {
  const perWake = paceMs ? wordsPerChunk * Math.ceil(textDeltaIntervalMs / paceMs) : wordsPerChunk;
  const tick = paceMs ? sharedTick((paceMs * perWake) / wordsPerChunk) : undefined;
  async function* stream(request: TextRequest): AsyncGenerator<TextEvent> {
    const { text, tokens } = await fitToTokensCounted(compose(request, readVoice), request.maxTokens);
    // Japanese and Chinese have no spaces: stream them a few characters at a time.
    const pieces =
      text.match(/\S+\s*/g)?.flatMap((p) => (p.length > 12 ? (p.match(/[^]{1,8}/gu) ?? []) : [p])) ?? [];
    for (let i = 0; i < pieces.length;) {
      if (request.signal?.aborted) return;
      // The first words at once, then a wake's worth at a time; the event loop runs between chunks.
      const size = i === 0 ? wordsPerChunk : perWake;
      await (tick && i > 0 ? tick.next() : new Promise(setImmediate));
      yield { type: 'delta', text: pieces.slice(i, i + size).join('') };
      i += size;
    }
    // Counted as a provider counts: the tokenizer's tokens, within the request's cap.
    yield {
      type: 'done',
      usage: { completionTokens: tokens },
    };
  }
  return { name: 'demo', stream };
}
