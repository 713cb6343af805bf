import { apiPaths, mediaPath, type EngineName, type HistoryItem } from '@penwise/contract';
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
  /** show-history answers these pages in turn (only the type asked for, as the server does), then empty pages. */
  history?: HistoryItem[][];
  /** The answer to POST /api/plans/delete-history; by default a success for the id sent. */
  deleteHistory?: (id: string) => Response;
  engine?: EngineName;
}

function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
}

/** Answers every path the voiceover page calls; any other path answers 404. */
export function mockVoiceoverApi({
  tts = () =>
    jsonResponse({ success: { mp3_url: generatedAudioUrl, duration: 2.4, id: freshId, credits: 12 } }),
  history = [],
  deleteHistory = (id) => jsonResponse({ success: { id } }),
  engine = 'openai',
}: VoiceoverApiOptions = {}) {
  const pages = [...history];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    if (path === apiPaths.ai.engines) {
      return Promise.resolve(jsonResponse(enginesAnswer(engine)));
    }
    if (path === apiPaths.ai.tts) return Promise.resolve(tts());
    if (path === apiPaths.plans.showHistory) {
      const { type } = bodyOf(init);
      const page = (pages.shift() ?? []).filter((item) => type === undefined || item.type === type);
      return Promise.resolve(jsonResponse({ success: page }));
    }
    if (path === apiPaths.plans.deleteHistory) return Promise.resolve(deleteHistory(String(bodyOf(init).id)));
    if (path.startsWith(`${apiPaths.media}/`)) {
      const mp3 = new Uint8Array([0x49, 0x44, 0x33, 0x04]);
      return Promise.resolve(new Response(mp3, { headers: { 'Content-Type': 'audio/mpeg' } }));
    }
    return Promise.resolve(jsonResponse({ error: 'Not found', code: 'not_found' }, 404));
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
