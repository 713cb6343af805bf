import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths, textTokenCost } from '@penwise/contract';
import { fakeTextEngine } from '../../adapters/ai/fake-text-engine.ts';
import type { TextEngine } from '../../adapters/ai/text-engine.ts';
import type { RawRows } from '../../db/prepared-sql.ts';
import { grantCredits, historyOf, newBuyer, type Buyer } from '../../test/factories.ts';
import { parseSse } from '../../test/sse.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { createCreditsService } from '../credits/credits.service.ts';

// A deferred constraint trigger runs at COMMIT: it makes the hold's commit slow, or fail, after the
// hold statement itself has answered.
const atCommit = sql`
  create or replace function test_at_commit() returns trigger language plpgsql as $$
  begin
    if new.input->>'prompt' like '%slow-commit%' then perform pg_sleep(1); end if;
    if new.input->>'prompt' like '%fail-at-commit%' then raise exception 'the disk is full'; end if;
    return null;
  end $$;
  drop trigger if exists test_at_commit on generations;
  create constraint trigger test_at_commit after insert on generations
    deferrable initially deferred for each row execute function test_at_commit();`;

// Only PostgreSQL's commit waits for the disk: PGlite commits the hold in its one statement.
describe.skipIf(!engines.includes('postgres'))(
  'the hold’s commit, overlapped with the engine call (postgres)',
  () => {
    const engineFake = fakeTextEngine();
    // How many of the user's generations another connection could see when the engine was called.
    const visibleAtCall: number[] = [];
    let countVisible: () => Promise<number> = () => Promise.resolve(-1);
    const engine: TextEngine = {
      name: engineFake.name,
      async *stream(request) {
        visibleAtCall.push(await countVisible());
        yield* engineFake.stream(request);
      },
    };
    const testApp = useTestApp('postgres', {}, { textEngine: engine });

    async function buyerWith(t: TestApp, credits: number): Promise<Buyer> {
      await t.database.db.execute(atCommit);
      const buyer = await newBuyer(t);
      await grantCredits(t.database.db, createCreditsService(t.database.db), buyer.id, { x: credits });
      countVisible = async () => {
        const { rows } = (await t.database.db.execute(
          sql`select count(*)::int as n from generations where user_id = ${buyer.id}`,
        )) as RawRows;
        return Number(rows[0]?.n ?? -1);
      };
      return buyer;
    }

    const stream = (t: TestApp, buyer: Buyer, content: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.ai.textStream,
        headers: buyer.headers,
        payload: { tool_data: 'blog-ideas', content },
      });

    it('calls the engine before the commit is durable, and streams and charges as usual', async () => {
      const t = testApp();
      const buyer = await buyerWith(t, 5000);
      visibleAtCall.length = 0;
      engineFake.script({ deltas: ['Tea ', 'for ', 'two.'], completionTokens: 3 });
      const res = await stream(t, buyer, 'slow-commit tea');
      expect(res.statusCode).toBe(200);
      // The engine was asked while the hold's row was still invisible to every other connection.
      expect(visibleAtCall).toEqual([0]);
      const events = parseSse(res.body);
      expect(events[0]?.event).toBe('generation');
      expect(events.at(-1)).toMatchObject({
        event: 'final',
        data: { text: 'Tea for two.', credits: textTokenCost(3) },
      });
      const { x, y } = await createCreditsService(t.database.db).balance(buyer.id);
      expect(x + y).toBe(5000 - textTokenCost(3));
    });

    it('stops a generation whose hold did not commit: an error, the engine aborted, nothing held or listed', async () => {
      const t = testApp();
      const buyer = await buyerWith(t, 5000);
      engineFake.script({ deltas: ['Never ', 'shown.'], hang: true });
      const res = await stream(t, buyer, 'fail-at-commit tea');
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body).not.toContain('Never');
      await vi.waitFor(() => {
        expect(engineFake.requests.at(-1)?.signal?.aborted).toBe(true);
      });
      const credits = createCreditsService(t.database.db);
      expect(await credits.balance(buyer.id)).toEqual({ x: 5000, y: 0 });
      expect(await credits.ledgerMismatches()).toEqual([]);
      expect(await historyOf(t, buyer)).toEqual([]);

      // Its worker is free again: the next call runs.
      engineFake.script({ deltas: ['Fine.'], completionTokens: 1 });
      const next = await stream(t, buyer, 'tea');
      expect(parseSse(next.body).at(-1)?.event).toBe('final');
    });
  },
);
