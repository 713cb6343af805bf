import { finalStreamEvents, isEndedStatus } from '@penwise/contract';
import type { GenerationEvent, GenerationEventStore } from '../../adapters/events/generation-event-store.ts';
import type { GenerationRecord, GenerationsRepository } from './generations.repository.ts';
import { finalEventOf } from './generation-view.ts';

// A reader that hears nothing for this long looks at the database: the generation may run on a
// server whose events it cannot see (no shared Redis), or its server may be gone.
const silenceMs = 1000;

/**
 * A generation's events after `afterId`: from the event store while it has them, else from the
 * database (the whole text so far as one `text` event, then the end). Ends after the final event.
 */
export async function* generationEvents(
  deps: { events: GenerationEventStore; repo: GenerationsRepository },
  record: GenerationRecord,
  afterId: number,
  signal: AbortSignal,
): AsyncGenerator<GenerationEvent> {
  let last = afterId;
  let row = record;
  // Read through a function: the store's read may have ended because the reader left.
  const left = () => signal.aborted;
  for (;;) {
    if (left()) return;
    // An ended generation's events are all there or none are: no need to wait for more.
    const waitMs = isEndedStatus(row.status) ? 20 : silenceMs;
    const options = { afterId: last, terminal: finalStreamEvents, signal, waitMs };
    for await (const event of deps.events.read(row.id, options)) {
      last = event.id;
      yield event;
      if (finalStreamEvents.includes(event.event)) return;
    }
    if (left()) return;
    const fresh = await deps.repo.findOwned(row.userId, row.id);
    if (!fresh) return;
    row = fresh;
    // The store lacks what the database has: send the text so far in one piece.
    if (row.eventSeq > last && row.result) {
      last = row.eventSeq;
      yield { id: last, event: 'text', data: JSON.stringify({ text: row.result }) };
    }
    if (isEndedStatus(row.status)) {
      const final = finalEventOf(row);
      yield { id: Math.max(last, row.eventSeq) + 1, event: final.event, data: JSON.stringify(final.data) };
      return;
    }
  }
}
