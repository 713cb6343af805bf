import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, findTool, textMinTokens, textTokenCap, textTokenCost } from '@penwise/contract';
import { fakeTextEngine } from '../../adapters/ai/fake-text-engine.ts';
import { creditReservations } from '../../db/schema/index.ts';
import { grantCredits, newBuyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { createCreditsService } from '../credits/credits.service.ts';

const fullCost = textTokenCost(textTokenCap(findTool('article-generator')?.prompt.maxWords ?? 0, 2048));
const floorCost = textTokenCost(textMinTokens);

// PGlite runs one statement at a time, so only PostgreSQL can show an overspend.
describe.skipIf(!engines.includes('postgres'))('simultaneous shortened generations on postgres', () => {
  const engineFake = fakeTextEngine();
  const testApp = useTestApp('postgres', {}, { textEngine: engineFake });

  it('caps each call to what is left when it reserves, never holding more than the balance', async () => {
    const t = testApp();
    const buyer = await newBuyer(t);
    const credits = createCreditsService(t.database.db);
    // One full-length call, then less than one more: the next call takes all that is left, shortened,
    // and every later one finds nothing and is refused.
    const start = fullCost + 2 * floorCost + 100;
    await grantCredits(t.database.db, credits, buyer.id, { x: start - 500, y: 500 });
    const calls = 10;
    engineFake.script(
      ...Array.from({ length: calls }, () => ({
        deltas: ['Short ', 'copy.'],
        completionTokens: 5,
        delayMs: 2000,
      })),
    );
    const before = engineFake.requests.length;

    const answers = await Promise.all(
      Array.from({ length: calls }, () =>
        t.app.inject({
          method: 'POST',
          url: apiPaths.ai.text,
          headers: buyer.headers,
          payload: { tool_data: 'article-generator', content: 'Bamboo bottles' },
        }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect(answers.filter((a) => a.statusCode === 402).length).toBe(calls - ok);

    // The slow engine keeps every hold in place until all calls have tried.
    const held = await t.database.db
      .select({ x: creditReservations.fromX, y: creditReservations.fromY })
      .from(creditReservations)
      .where(eq(creditReservations.userId, buyer.id));
    const total = held.reduce((sum, row) => sum + row.x + row.y, 0);
    expect(held).toHaveLength(ok);
    expect(ok).toBe(2);
    expect(total).toBe(start);
    expect(held.map((row) => row.x + row.y).sort((a, b) => a - b)).toEqual([start - fullCost, fullCost]);
    expect(start - fullCost).toBeGreaterThanOrEqual(floorCost);

    // Each engine call was capped to tokens its own hold pays for.
    const caps = engineFake.requests.slice(before).map((request) => request.maxTokens);
    expect(caps).toHaveLength(ok);
    expect(caps.reduce((sum, cap) => sum + textTokenCost(cap), 0)).toBeLessThanOrEqual(start);
    expect(Math.min(...caps)).toBe(Math.floor((start - fullCost) / 3.5));

    const { x, y } = await credits.balance(buyer.id);
    expect(x + y).toBe(start - ok * textTokenCost(5));
    expect(await credits.ledgerMismatches()).toEqual([]);
  });
});
