import pg from 'pg';
import type { NamedSql } from './prepared-sql.ts';

/** A statement's rows, answered while its commit is still under way. */
export interface AnsweredBeforeCommit {
  rows: Record<string, unknown>[];
  /** Settles when the commit does; rejects when it fails (then nothing the statement wrote stays). */
  committed: Promise<void>;
}

/** Runs one statement on its own (its own implicit transaction) and answers before its commit. */
export type RunBeforeCommit = (
  statement: NamedSql,
  values: Record<string, unknown>,
) => Promise<AnsweredBeforeCommit>;

// More rows than any statement run this way answers: pg then sends Execute without Sync.
const maxRows = 1000;

/**
 * A statement sent the way pg pages rows (Parse, Bind, Execute, Flush; no Sync), so that PostgreSQL
 * answers its rows before it commits: the implicit transaction of the extended protocol commits at
 * Sync, sent once the rows are in (pg sends it on CommandComplete). A commit waits for the disk; the
 * caller overlaps that wait with work that does not need the write to be durable yet.
 */
class RowsBeforeSync extends pg.Query {
  readonly rows: Record<string, unknown>[] = [];
  readonly answered: Promise<Record<string, unknown>[]>;
  readonly committed: Promise<void>;
  private answer: (rows: Record<string, unknown>[]) => void = () => undefined;
  private refuse: (error: Error) => void = () => undefined;
  private commit: () => void = () => undefined;
  private fail: (error: Error) => void = () => undefined;
  private synced = false;

  constructor(statement: NamedSql, values: unknown[]) {
    super({ name: statement.name, text: statement.text, values, rows: maxRows } as pg.QueryConfig);
    this.answered = new Promise((resolve, reject) => {
      this.answer = resolve;
      this.refuse = reject;
    });
    this.committed = new Promise((resolve, reject) => {
      this.commit = resolve;
      this.fail = reject;
    });
    this.on('row', (row: Record<string, unknown>) => this.rows.push(row));
  }

  handleCommandComplete(message: unknown, connection: unknown): void {
    // pg's own handler sends the Sync: the commit starts now.
    (pg.Query.prototype as unknown as Handlers).handleCommandComplete.call(this, message, connection);
    this.synced = true;
    // A row pg could not read (a type parser threw) is no answer, as pg's own query would say.
    const unread = (this as unknown as { _canceledDueToError?: Error })._canceledDueToError;
    if (unread) this.refuse(unread);
    else this.answer(this.rows);
  }

  handleError(error: Error, connection: { sync(): void; stream?: { writable?: boolean } }): void {
    // Failed before its Sync: the server waits for one before it is ready again (unless the socket is gone).
    if (!this.synced && connection.stream?.writable) connection.sync();
    this.refuse(error);
    this.fail(error);
  }

  handleReadyForQuery(): void {
    this.commit();
  }
}

interface Handlers {
  handleCommandComplete(this: pg.Query, message: unknown, connection: unknown): void;
}

/** `RunBeforeCommit` on a pool: the connection goes back once the commit is through. */
export function runBeforeCommitOn(pool: pg.Pool): RunBeforeCommit {
  return async (statement, values) => {
    const client = await pool.connect();
    const query = new RowsBeforeSync(statement, statement.valuesOf(values));
    const committed = query.committed.then(
      () => {
        client.release();
      },
      (error: unknown) => {
        // The server's own error leaves the connection usable, unless it is ending it (a FATAL error, a
        // backend terminated); any other failure (the socket) does not either.
        const usable =
          error instanceof pg.DatabaseError && error.severity !== 'FATAL' && error.severity !== 'PANIC';
        client.release(usable ? undefined : true);
        throw error;
      },
    );
    // Read by callers that go on (the statement answered rows): a rejection nobody reads is no crash.
    committed.catch(() => undefined);
    client.query(query);
    return { rows: await query.answered, committed };
  };
}
