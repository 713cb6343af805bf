import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/** Rows as both drivers (pg, PGlite) answer a raw statement. */
export interface RawRows {
  rows: Record<string, unknown>[];
}

type RawStatement = (values: Record<string, unknown>) => Promise<RawRows>;

/**
 * Raw SQL built once, to run as a named prepared statement on any handle (the database, or one
 * transaction's connection), its `sql.placeholder`s filled at each run.
 */
export function sqlStatement(name: string, query: SQL): (db: Db) => RawStatement {
  const built = dialect.sqlToQuery(query);
  // A connection keeps one text per statement name: the name carries a digest of the text.
  const digest = createHash('sha1').update(built.sql).digest('hex').slice(0, 12);
  return (db) => {
    const statement = db._.session.prepareQuery<PreparedQueryConfig & { execute: RawRows }>(
      built,
      undefined,
      `${name}_${digest}`,
      false,
    );
    return (values) => statement.execute(values);
  };
}

/**
 * Raw SQL (data-modifying CTEs the query builder cannot write) built once and run as a named prepared
 * statement, its `sql.placeholder`s filled at each run: `db.execute(sql…)` builds the text afresh and
 * PostgreSQL plans it every call, ~0.1 ms of the server's CPU a statement on a hot path.
 */
export function prepareSql(db: Db, name: string, query: SQL): RawStatement {
  return sqlStatement(name, query)(db);
}
