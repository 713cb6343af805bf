import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** Splits a whole Server-Sent Events body into its events, data parsed as JSON. */
export function parseSse(body: string): { event: string; data: unknown }[] {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  parser.feed(body);
  return events.map((e) => ({ event: e.event ?? 'message', data: JSON.parse(e.data) as unknown }));
}
