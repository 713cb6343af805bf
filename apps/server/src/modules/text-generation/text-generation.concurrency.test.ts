import { describe, expect, it } from 'vitest';
import { apiPaths, findTool, textTokenCap, textTokenCost } from '@penwise/contract';
import { fakeTextEngine } from '../../adapters/ai/fake-text-engine.ts';
import { grantCredits, newBuyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { createCreditsService } from '../credits/credits.service.ts';

// The reservation: google-ads' token cap (at the default AI_TEXT_MAX_TOKENS) × the rate.
const maxCost = textTokenCost(textTokenCap(findTool('google-ads')?.prompt.maxWords ?? 0, 2048));

// PGlite runs one statement at a time, so only PostgreSQL can show an overspend.
describe.skipIf(!engines.includes('postgres'))('simultaneous generations on postgres', () => {
  const engineFake = fakeTextEngine();
  const testApp = useTestApp('postgres', {}, { textEngine: engineFake });

  it('lets through only the calls the balance covers, and charges each exactly', async () => {
    const t = testApp();
    const buyer = await newBuyer(t);
    const credits = createCreditsService(t.database.db);
    // Enough for two full reservations and one shortened to what is left (one credit short of full).
    const start = maxCost * 3 - 1;
    await grantCredits(t.database.db, credits, buyer.id, { x: start });
    engineFake.script(
      ...Array.from({ length: 12 }, () => ({
        deltas: ['Ten ', 'words ', 'of ', 'ad ', 'copy.'],
        completionTokens: 5,
        delayMs: 2000,
      })),
    );

    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: apiPaths.ai.text,
          headers: buyer.headers,
          payload: { tool_data: 'google-ads', content: 'Bike repair shop' },
        }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200).length;
    const refused = answers.filter((a) => a.statusCode === 402).length;
    expect(ok + refused).toBe(12);
    // The slow engine keeps every reservation held until all twelve have tried: exactly three fit.
    expect(ok).toBe(3);
    const { x, y } = await credits.balance(buyer.id);
    expect(x + y).toBe(start - ok * textTokenCost(5));
    expect(await credits.ledgerMismatches()).toEqual([]);
  });
});
