import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines } from '../test/test-database.ts';
import type { Database } from './client.ts';

describe.each(engines)('the plain SQL connection (%s)', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers a statement with its rows', async () => {
    const { rows } = await database.sql.executeSql('select $1::int as n', [7]);
    expect(rows).toEqual([{ n: 7 }]);
  });

  // pg-boss claims its maintenance commands in one multi-statement query and looks for the lock's row
  // among the answers: on PostgreSQL it failed at every poll when only one result's rows came back.
  it('answers a multi-statement query with the rows of every statement', async () => {
    const { rows } = await database.sql.executeSql('begin; select 1 as first; select 2 as second; commit');
    expect(rows).toEqual([{ first: 1 }, { second: 2 }]);
  });
});
