import { apiPaths, type BrandVoice } from '@penwise/contract';
import { vi } from 'vitest';
import { urlOf } from '~test/render';
import { jsonResponse } from '~test/responses';

let nextId = 1;

/** A voice as GET /api/brand-voices lists it. */
export function buildBrandVoice(overrides: Partial<BrandVoice> = {}): BrandVoice {
  const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    name: 'Friendly expert',
    audience: 'Small-business owners',
    style: 'Warm and direct',
    dos: [],
    donts: [],
    useWords: [],
    avoidWords: [],
    maxSentenceWords: null,
    person: null,
    formality: null,
    samples: [],
    isDefault: false,
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type Answer = Response | (() => Response | Promise<Response>);

interface VoicesApi {
  voices: BrandVoice[];
  /** Answers POST /api/brand-voices/learn; a learn call fails with 404 without it. */
  learn?: Answer;
  /** Answers POST /api/brand-voices/:id/check. */
  check?: Answer;
}

export interface VoiceCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fake of the brand-voices API: lists `voices` (kept up to date by create, update and delete),
 * answers learn and check as given, and records every call in `calls`.
 */
export function mockVoicesApi({ voices, learn, check }: VoicesApi) {
  let listed = [...voices];
  const calls: VoiceCall[] = [];
  const answer = (given: Answer | undefined) =>
    typeof given === 'function'
      ? given()
      : (given ?? jsonResponse({ error: 'Not found', code: 'not_found' }, 404));
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    if (path === apiPaths.brandVoices.learn) return answer(learn);
    if (path.endsWith('/check')) return answer(check);
    if (path === apiPaths.brandVoices.list && method === 'GET')
      return jsonResponse({ success: { voices: listed } });
    if (path === apiPaths.brandVoices.list && method === 'POST') {
      const created = buildBrandVoice(body as Partial<BrandVoice>);
      listed = [...listed, created];
      return jsonResponse({ success: created });
    }
    const id = path.slice(apiPaths.brandVoices.list.length + 1);
    if (method === 'PUT') {
      const updated = { ...buildBrandVoice(body as Partial<BrandVoice>), id };
      listed = listed.map((voice) => (voice.id === id ? updated : voice));
      return jsonResponse({ success: updated });
    }
    if (method === 'DELETE') {
      listed = listed.filter((voice) => voice.id !== id);
      return jsonResponse({ success: { id } });
    }
    return jsonResponse({ error: 'Not found', code: 'not_found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
