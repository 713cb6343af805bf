import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { expect } from 'vitest';
import { apiPaths } from '@penwise/contract';
import type { Buyer } from './factories.ts';

/** Splits a whole Server-Sent Events body into its events, data parsed as JSON. */
export function parseSse(body: string): { event: string; data: unknown }[] {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  parser.feed(body);
  return events.map((e) => ({ event: e.event ?? 'message', data: JSON.parse(e.data) as unknown }));
}

/**
 * Streams a text generation of `body` over a real socket, reads until `until` has arrived, then leaves
 * (aborts). Answers what the client received.
 */
export async function streamThenLeave(baseUrl: string, buyer: Buyer, body: object, until: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${apiPaths.ai.textStream}`, {
    method: 'POST',
    headers: { ...buyer.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  let received = '';
  while (reader && !received.includes(until)) {
    const { value, done } = await reader.read();
    if (done) break;
    received += value;
  }
  controller.abort();
  return received;
}
