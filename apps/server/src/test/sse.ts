import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface ParsedEvent {
  id: number;
  event: string;
  data: unknown;
}

const toParsed = (e: EventSourceMessage): ParsedEvent => ({
  id: Number(e.id ?? 0),
  event: e.event ?? 'message',
  data: JSON.parse(e.data) as unknown,
});

/** Splits a whole Server-Sent Events body into its events, data parsed as JSON. */
export function parseSse(body: string): ParsedEvent[] {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  parser.feed(body);
  return events.map(toParsed);
}

/**
 * Reads Server-Sent Events over a real socket until the stream ends or `stopWhen` says so (then
 * leaves). `init` is fetch's: method, headers (Last-Event-ID to resume), body.
 */
export async function readSse(
  url: string,
  init: RequestInit,
  stopWhen: (events: ParsedEvent[]) => boolean = () => false,
): Promise<{ status: number; events: ParsedEvent[] }> {
  const controller = new AbortController();
  const res = await fetch(url, { ...init, signal: controller.signal });
  const events: ParsedEvent[] = [];
  if (!res.headers.get('content-type')?.includes('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, events };
  }
  const parser = createParser({ onEvent: (event) => events.push(toParsed(event)) });
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  while (reader && !stopWhen(events)) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  controller.abort();
  return { status: res.status, events };
}

/** The text a stream's events carry: deltas appended, a `text` event replacing what came before. */
export function textOfEvents(events: ParsedEvent[]): string {
  let text = '';
  for (const { event, data } of events) {
    if (event === 'delta') text += (data as { text: string }).text;
    if (event === 'text') text = (data as { text: string }).text;
  }
  return text;
}
