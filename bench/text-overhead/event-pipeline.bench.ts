// CPU per stream event through Penwise's event pipeline, in one process and without sockets: the writer's
// delta throttle, the generation run (numbers and stores the event), the in-memory event store, the
// reader (`generationEvents`) and the SSE text. Beside it, the hand-written reference's path for the same
// event: the SSE text built where the engine's text arrives. 50 streams of 20 events, as bench:text's
// demo streams are; each stream's run, reader and store are set up within the round and counted. Usage: node bench/text-overhead/event-pipeline.bench.ts [rounds, default 200]
import pino from 'pino';
import { createMemoryEventStore } from '../../apps/server/src/adapters/events/memory-event-store.ts';
import { sseEvent } from '../../apps/server/src/lib/sse-response.ts';
import { generationEvents } from '../../apps/server/src/modules/generations/generation-events.ts';
import { createGenerationRun } from '../../apps/server/src/modules/generations/generation-run.ts';
import type {
  GenerationRecord,
  GenerationsRepository,
} from '../../apps/server/src/modules/generations/generations.repository.ts';
import { deltaThrottle } from '../../apps/server/src/modules/text-generation/delta-throttle.ts';

const streams = 50;
const eventsPerStream = 20;
const rounds = Number(process.argv[2] ?? 200);
const log = pino({ level: 'silent' });
// The run saves progress each second and the reader looks at the database after a silence: neither
// happens within a round, and neither is what is measured.
const repo = {
  saveProgress: async () => false,
  findOwned: async () => undefined,
} as unknown as GenerationsRepository;
const delta = 'three more words ';
let bytes = 0;

async function throughPipeline(): Promise<void> {
  const store = createMemoryEventStore();
  const writers = [];
  const readers = [];
  for (let n = 0; n < streams; n += 1) {
    const id = `g${String(n)}`;
    const run = createGenerationRun({ id, repo, events: store, log });
    writers.push({ run, deltas: deltaThrottle((text) => run.emitText(text), 0) });
    const record = { id, userId: 'u', status: 'running', eventSeq: 0, result: null } as GenerationRecord;
    const reading = async () => {
      for await (const event of generationEvents(
        { events: store, repo },
        record,
        0,
        new AbortController().signal,
      )) {
        bytes += sseEvent(event.event, event.data, event.id).length;
        if (event.event === 'final') return;
      }
    };
    readers.push(reading());
  }
  for (let event = 1; event < eventsPerStream; event += 1) {
    for (const { deltas } of writers) deltas.push(delta);
    await new Promise(setImmediate);
  }
  for (const { run } of writers) {
    run.emit('final', { text: delta });
    void run.close();
  }
  await Promise.all(readers);
  await store.close();
}

async function direct(): Promise<void> {
  for (let event = 1; event <= eventsPerStream; event += 1) {
    for (let n = 0; n < streams; n += 1) {
      const name = event === eventsPerStream ? 'final' : 'delta';
      bytes += sseEvent(name, JSON.stringify({ text: delta }), event).length;
    }
    await new Promise(setImmediate);
  }
}

/** CPU µs per event of `round`, after a warm-up. */
async function measure(round: () => Promise<void>): Promise<number> {
  for (let n = 0; n < 20; n += 1) await round();
  const start = process.cpuUsage();
  for (let n = 0; n < rounds; n += 1) await round();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / (rounds * streams * eventsPerStream);
}

const pipeline = await measure(throughPipeline);
const reference = await measure(direct);
console.log(`${String(streams)} streams × ${String(eventsPerStream)} events, ${String(rounds)} rounds`);
console.log(`Penwise's event pipeline   ${pipeline.toFixed(2)} µs CPU per event`);
console.log(`SSE text where it arrives  ${reference.toFixed(2)} µs CPU per event (the reference's path)`);
console.log(`added by the pipeline      ${(pipeline - reference).toFixed(2)} µs per event`);
// Read, so that no engine drops the SSE text as unused.
if (bytes === 0) throw new Error('no SSE text was written');
