import path from 'node:path';
import type { Database } from '../../apps/server/src/db/client.ts';
import { protocolFrames } from '../../apps/server/src/db/pglite-bytes-columns.ts';

type RawSync = (message: Uint8Array) => Uint8Array;
/** The one method of PGlite's client that every query passes through. */
export interface PgliteCalls {
  execProtocolRawSync: RawSync;
}
interface Timed {
  calls: number;
  ms: number;
}

// A frontend message's type and its body (after the type byte and the length).
function* messages(batch: Uint8Array): Generator<{ type: string; body: Uint8Array }> {
  for (const { at, end } of protocolFrames(batch)) {
    yield { type: String.fromCharCode(batch[at] ?? 0), body: batch.subarray(at + 5, end) };
  }
}

const cString = (body: Uint8Array, from = 0) => {
  const end = body.indexOf(0, from);
  return { text: Buffer.from(body.subarray(from, end)).toString('utf8'), next: end + 1 };
};
const short = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 100);

/**
 * BENCH_PGLITE_STATEMENTS=1: times each call into PGlite's WebAssembly (synchronous, on this thread:
 * its wall time is its CPU) by the statement it serves; the returned function prints them to stderr.
 */
export function timePgliteStatements(client: PgliteCalls | undefined): () => void {
  if (!process.env.BENCH_PGLITE_STATEMENTS || !client) return () => undefined;
  const run = client.execProtocolRawSync.bind(client);
  const named = new Map<string, string>();
  const totals = new Map<string, Timed>();
  let unnamed = '';
  // The statement the last Parse or Bind was for: PGlite's own query() sends Describe, Execute and
  // Sync each in a call of its own after them, and the work (and the commit) happens in those.
  let current = '';

  // What a batch is for: the statement it prepares, runs or sends whole; else the one in progress.
  const purpose = (batch: Uint8Array) => {
    for (const { type, body } of messages(batch)) {
      if (type === 'Q') return `simple: ${short(cString(body).text)}`;
      if (type === 'P') {
        const name = cString(body);
        current = short(cString(body, name.next).text);
        if (name.text === '') unnamed = current;
        else named.set(name.text, current);
        return `parse: ${current}`;
      }
      if (type === 'B') {
        const statement = cString(body, cString(body).next).text;
        current = statement === '' ? unnamed : (named.get(statement) ?? statement);
        return `run: ${current}`;
      }
      if (type === 'D') return `describe: ${current}`;
    }
    return `run: ${current}`;
  };

  client.execProtocolRawSync = (batch) => {
    const key = purpose(batch);
    const started = performance.now();
    try {
      return run(batch);
    } finally {
      const total = totals.get(key) ?? { calls: 0, ms: 0 };
      total.calls += 1;
      total.ms += performance.now() - started;
      totals.set(key, total);
    }
  };
  return () => {
    const rows = [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8);
    const all = [...totals.values()].reduce((sum, t) => sum + t.ms, 0);
    const who = path.basename(process.argv[1] ?? '');
    console.error(
      `${who}: PGlite's WebAssembly since the streams began: ${all.toFixed(0)} ms, by statement:`,
    );
    for (const [key, t] of rows) {
      const each = ((1000 * t.ms) / t.calls).toFixed(0);
      console.error(
        `  ${t.ms.toFixed(0).padStart(6)} ms ${String(t.calls).padStart(6)}× ${each.padStart(5)} µs  ${key}`,
      );
    }
  };
}

/** PGlite's client under a server's Drizzle handle; undefined on PostgreSQL. */
export function pgliteClientOf(database: Database): PgliteCalls | undefined {
  if (database.engine !== 'pglite') return undefined;
  return (database.db as unknown as { $client: PgliteCalls }).$client;
}
