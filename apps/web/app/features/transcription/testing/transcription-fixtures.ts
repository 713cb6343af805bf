import { apiPaths, transcriptionCost, type EnginesAnswer } from '@penwise/contract';
import { vi } from 'vitest';
import { urlOf } from '~test/render';
import { enginesAnswer } from '~test/factories';
import { jsonResponse } from '~test/responses';
export { deferredResponse, jsonResponse } from '~test/responses';

type TranscriptionEngine = EnginesAnswer['success']['transcription'];

/** An audio File; `size` overrides the real one, so a 25MB+ file needs no 25MB of memory. */
export function buildAudioFile(name = 'interview.mp3', type = 'audio/mpeg', size?: number): File {
  const file = new File([new Uint8Array([0x49, 0x44, 0x33, 0x04])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function transcriptionAnswer(transcription = 'Hello and welcome to the show.', duration = 83) {
  const credits = transcriptionCost(Math.ceil(duration));
  return { success: { transcription, duration, mp3_url: `${apiPaths.media}/m-7`, id: 'h-1', credits } };
}

/**
 * jsdom has no object URLs: each file gets `blob:audio-<n>`, and both functions are mocks to
 * check the previews are revoked. Put back by `restore()`.
 */
export function stubObjectUrls() {
  let next = 0;
  const create = vi.fn((blob: Blob | MediaSource) => {
    next += 1;
    return `blob:audio-${String(next)}-${blob instanceof File ? blob.name : 'blob'}`;
  });
  const revoke = vi.fn<(url: string) => void>();
  Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true, writable: true });
  const restore = () => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  };
  return { create, revoke, restore };
}

interface TranscriptionApiOptions {
  /** The answer to POST /api/ai/transcribe; by default `transcriptionAnswer()`. */
  transcribe?: () => Response | Promise<Response>;
  engine?: TranscriptionEngine;
}

/** Answers the engines, transcribe and media paths the page calls; any other path answers 404. */
export function mockTranscriptionApi({
  transcribe = () => jsonResponse(transcriptionAnswer()),
  engine = 'openai',
}: TranscriptionApiOptions = {}) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    if (path === apiPaths.ai.engines) {
      return Promise.resolve(jsonResponse(enginesAnswer('openai', { transcription: engine })));
    }
    if (path === apiPaths.ai.transcribe) return Promise.resolve(transcribe());
    if (path.startsWith('/media/') || path.startsWith(`${apiPaths.media}/`)) {
      const mp3 = new Uint8Array([0x49, 0x44, 0x33, 0x04]);
      return Promise.resolve(new Response(mp3, { headers: { 'Content-Type': 'audio/mpeg' } }));
    }
    return Promise.resolve(jsonResponse({ error: 'Not found', code: 'not_found' }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The multipart body of the transcribe call: its file and its parsed `json` identity. */
export function transcribeCall(fetchMock: ReturnType<typeof mockTranscriptionApi>) {
  const call = fetchMock.mock.calls.find(([input]) => urlOf(input).endsWith(apiPaths.ai.transcribe));
  const init = call?.[1];
  if (!(init?.body instanceof FormData)) throw new Error('No multipart transcribe call was made.');
  const file = init.body.get('file');
  const json = init.body.get('json');
  return {
    headers: new Headers(init.headers),
    /** The parts' names in the order they are sent. */
    partOrder: [...init.body.keys()],
    file: file instanceof File ? file : undefined,
    identity: typeof json === 'string' ? (JSON.parse(json) as unknown) : undefined,
  };
}

/** The dataTransfer of a drag carrying files, as browsers describe it. */
export function filesTransfer(...files: File[]) {
  return { types: ['Files'], files };
}
