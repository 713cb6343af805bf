import {
  apiPaths,
  mediaPath,
  type EngineName,
  type HistoryItem,
  type SpeechAnswer,
  type Voice,
} from '@penwise/contract';
import { vi } from 'vitest';
import { urlOf } from '~test/render';
import { enginesAnswer } from '~test/factories';
import { jsonResponse } from '~test/responses';
export { deferredResponse, jsonResponse } from '~test/responses';

export const generatedAudioUrl = mediaPath('a-7');
/** The history id of the voiceover the default tts answer makes. */
export const freshId = '00000000-0000-4000-8000-00000000f001';

interface VoiceoverApiOptions {
  /** The answer to POST /api/ai/tts; by default 2.4 seconds at `generatedAudioUrl`. */
  tts?: () => Response | Promise<Response>;
  /** The user's history on the server, newest first; show-history pages through it as the server does. */
  history?: HistoryItem[];
  /** The answer to POST /api/plans/delete-history; by default a success for the id sent. */
  deleteHistory?: (id: string) => Response;
  engine?: EngineName;
}

function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
}

/** show-history's page: the type asked for, newest first, after the item `before` names, at most `limit`. */
function historyPage(items: HistoryItem[], body: Record<string, unknown>): HistoryItem[] {
  const ofType = items.filter((item) => body.type === undefined || item.type === body.type);
  const start = typeof body.before === 'string' ? ofType.findIndex((item) => item.id === body.before) + 1 : 0;
  // Paging from an item that is gone finds nothing: a page asked that way shows up as missing rows.
  if (start === 0 && typeof body.before === 'string') return [];
  return ofType.slice(start, start + (typeof body.limit === 'number' ? body.limit : 50));
}

/** The history item a successful tts call adds, as show-history lists it from then on. */
async function madeVoiceover(
  answer: Response,
  init: RequestInit | undefined,
): Promise<HistoryItem | undefined> {
  if (!answer.ok) return undefined;
  const { success } = (await answer.clone().json()) as { success: SpeechAnswer['success'] };
  const { prompt, voice } = bodyOf(init) as { prompt: string; voice: Voice };
  return {
    id: success.id,
    type: 'TTS',
    date: new Date().toISOString(),
    input: prompt,
    mp3_url: success.mp3_url,
    voice,
    duration: success.duration,
    credits: success.credits,
    status: 'succeeded',
  };
}

/**
 * Answers every path the voiceover page calls, over a history that changes as the server's does: a
 * voiceover made is listed, a deleted one is not. Any other path answers 404.
 */
export function mockVoiceoverApi({
  tts = () =>
    jsonResponse({ success: { mp3_url: generatedAudioUrl, duration: 2.4, id: freshId, credits: 12 } }),
  history = [],
  deleteHistory = (id) => jsonResponse({ success: { id } }),
  engine = 'openai',
}: VoiceoverApiOptions = {}) {
  let items = [...history];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    if (path === apiPaths.ai.engines) return jsonResponse(enginesAnswer(engine));
    if (path === apiPaths.ai.tts) {
      const answer = await tts();
      const made = await madeVoiceover(answer, init);
      if (made) items = [made, ...items];
      return answer;
    }
    if (path === apiPaths.plans.showHistory) {
      return jsonResponse({ success: historyPage(items, bodyOf(init)) });
    }
    if (path === apiPaths.plans.deleteHistory) {
      const id = String(bodyOf(init).id);
      const answer = deleteHistory(id);
      if (answer.ok) items = items.filter((item) => item.id !== id);
      return answer;
    }
    if (path.startsWith(`${apiPaths.media}/`)) {
      const mp3 = new Uint8Array([0x49, 0x44, 0x33, 0x04]);
      return new Response(mp3, { headers: { 'Content-Type': 'audio/mpeg' } });
    }
    return jsonResponse({ error: 'Not found', code: 'not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** jsdom implements no media playback: these stand in for the audio element's load() and play(). */
export function spyOnAudio() {
  const load = vi.spyOn(window.HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  const play = vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { load, play };
}
