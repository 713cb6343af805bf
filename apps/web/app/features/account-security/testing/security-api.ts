import { vi } from 'vitest';
import { urlOf } from '~test/render';
import { jsonResponse } from '~test/responses';

type Handler = (body: Record<string, unknown>) => [body: unknown, status?: number];

/**
 * Answers each API path with its handler, given the call's JSON body, so one test can walk a flow
 * whose answers change (off, then on). A path without a handler answers 404.
 */
export function mockSecurityApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const handler = handlers[new URL(urlOf(input), 'http://localhost').pathname];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const [answer, status = 200] = handler ? handler(body) : [{ error: 'Not found', code: 'not_found' }, 404];
    return Promise.resolve(jsonResponse(answer, status));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Ten recovery codes as the server makes them. */
export const sampleCodes = Array.from({ length: 10 }, (_, i) => `ABCD${i}-EFGH${i}`.replace(/[01]/g, 'Z'));

/** The SVG a QR code arrives as (any markup will do for the page). */
export const sampleSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h1v1H0z"/></svg>';
