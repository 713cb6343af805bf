import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import { answerBuffer, bindWithBinaryColumns, bytesColumnsOf, messagesOf } from './pglite-bytes-columns.ts';

type Params = unknown[] | undefined;
type Parsers = PGlite['parsers'];
type Message = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
interface Statement {
  name: string;
  /** The parameters' type oids, as PostgreSQL inferred them: they choose each value's serializer. */
  paramTypes: number[];
  /** Its columns, described once (a statement whose columns change fails rather than answer others). */
  columns: Message[];
  /** How many columns it answers, and which of them come back as bytes (pglite-bytes-columns.ts). */
  columnCount: number;
  bytesColumns: number[];
  /** The size of its last answer read as bytes: the next one's buffer starts there. */
  answerSize: number;
}

const { serialize } = protocol;
// What PostgreSQL says when a table's columns changed under a prepared statement.
const changedResult = /cached plan must not change result type/;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite with named prepared statements, for Drizzle. PGlite's `query` parses, plans and describes
 * every statement again and crosses into WebAssembly six times; a statement seen a second time is
 * prepared once here and then runs as one Bind, Execute and Sync (about a fifth of the CPU of a
 * point lookup). Statements seen once (migrations, one-off SQL) and anything unusual (blobs,
 * a closed database) go through `query` itself; the rest of the client is PGlite's own.
 */
export function withPreparedStatements(client: PGlite, maxStatements = 200): PGlite {
  const pendingCloses: Uint8Array[] = [];
  const statements = new LRUCache<string, Statement>({
    max: maxStatements,
    // The backend's copy goes with the next batch: closing here would need the lock.
    dispose: (statement) => pendingCloses.push(serialize.close({ type: 'S', name: statement.name })),
  });
  // Texts seen once: only those that come back are prepared, so one-off SQL never fills the cache.
  const seenOnce = new LRUCache<string, true>({ max: maxStatements * 4 });
  // Drizzle hands the same options object to every call of a statement: merge its parsers once.
  const mergedParsers = new WeakMap<object, Parsers>();
  let named = 0;

  const exclusive = <T>(run: () => Promise<T>) =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(run));
  // One message to PGlite: the closes waiting for a batch, then `parts`.
  const batch = (parts: Uint8Array[]) => concat([...pendingCloses.splice(0), ...parts]);
  const exchange = (parts: Uint8Array[]) => client.execProtocolStream(batch(parts), { syncToFs: false });

  // PGlite's own parser never sees this answer, so it decodes nothing: messagesOf reads it.
  async function exchangeWithBytes(statement: Statement, bind: Uint8Array) {
    const { columnCount, bytesColumns } = statement;
    const answer = answerBuffer(statement.answerSize);
    const request = [
      bindWithBinaryColumns(bind, columnCount, bytesColumns),
      serialize.execute({}),
      serialize.sync(),
    ];
    await client.execProtocolRawStream(batch(request), {
      syncToFs: false,
      onRawData: (chunk) => {
        answer.push(chunk);
      },
    });
    const bytes = answer.bytes();
    statement.answerSize = bytes.length;
    return messagesOf(bytes, bytesColumns);
  }

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `pglite_${String(++named)}`;
    const messages = await exchange([
      serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const columns = messages.filter((message) => message.name === 'rowDescription');
    const paramTypes = parse.parseDescribeStatementResults(messages);
    try {
      const { count, bytes } = bytesColumnsOf(columns);
      return { name, paramTypes, columns, columnCount: count, bytesColumns: bytes, answerSize: 0 };
    } catch (error) {
      // Refused (a bytes column that is not text): its prepared copy is closed with the next batch.
      pendingCloses.push(serialize.close({ type: 'S', name }));
      throw error;
    }
  }

  function values(statement: Statement, params: Params, options: QueryOptions | undefined) {
    return (params ?? []).map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      if (serializer) return serializer(param);
      // As PGlite does: a type without a serializer (text, uuid…) is sent as the value's own text.
      return (param as { toString(): string }).toString();
    });
  }

  function parsersOf(options: QueryOptions | undefined): Parsers {
    const own = options?.parsers;
    if (!own) return client.parsers;
    const merged = mergedParsers.get(own) ?? { ...client.parsers, ...own };
    mergedParsers.set(own, merged);
    return merged;
  }

  async function run<T>(text: string, params: Params, options: QueryOptions | undefined) {
    await client.waitReady;
    let messages: Message[];
    try {
      messages = await exclusive(async () => {
        const statement = statements.get(text) ?? (await prepare(text, options));
        statements.set(text, statement);
        const bind = serialize.bind({
          statement: statement.name,
          values: values(statement, params, options),
        });
        const found =
          statement.bytesColumns.length === 0
            ? await exchange([bind, serialize.execute({}), serialize.sync()])
            : await exchangeWithBytes(statement, bind);
        if (!client.isInTransaction()) await client.syncToFs();
        return [...statement.columns, ...found];
      });
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      // The same details PGlite's own query adds to its errors.
      if (!changedResult.test(error.message))
        throw Object.assign(error, { query: text, params, queryOptions: options });
      // A migration changed the table's columns: prepare it afresh next time.
      statements.delete(text);
      return client.query<T>(text, params, options);
    }
    const [result] = parse.parseResults(messages, parsersOf(options), { rowMode: options?.rowMode });
    return result as Results<T>;
  }

  async function query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const usual = !client.closed && !options?.blob;
    if (!usual || (!statements.has(text) && !seenOnce.has(text))) {
      if (usual) seenOnce.set(text, true);
      return client.query<T>(text, params, options);
    }
    seenOnce.delete(text);
    return run<T>(text, params, options);
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
