import { describe, expect, it } from 'vitest';
import { apiPaths } from '@penwise/contract';
import { payingBuyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { adminReason } from './admin.service.ts';

describe.each(engines)('admin commands (%s)', (engine) => {
  const t = useTestApp(engine);
  const admin = () => t().services.admin;

  it('grants and removes credits through ledger rows with the reason admin', async () => {
    const buyer = await payingBuyer(t(), 100);
    expect(await admin().grant(buyer.email, 500, 'goodwill after an outage')).toEqual({ x: 600, y: 0 });
    const removed = await admin().remove(buyer.email.toUpperCase(), 700);
    // Only 600 were there: the rest is recorded as shortfall, never a negative balance.
    expect(removed).toMatchObject({ taken: 600, shortfall: 100, balance: { x: 0, y: 0 } });
    const { ledger, balance } = await admin().account(buyer.email);
    expect(balance).toEqual({ x: 0, y: 0 });
    expect(ledger.slice(0, 2)).toMatchObject([
      { reason: adminReason, pack: -600, shortfall: 100 },
      { reason: adminReason, pack: 500, reference: 'goodwill after an outage' },
    ]);
    expect(await t().services.credits.ledgerMismatches()).toEqual([]);
  });

  it('refuses unknown users and amounts that are not whole positive numbers, changing nothing', async () => {
    const buyer = await payingBuyer(t(), 100);
    await expect(admin().grant('nobody@example.com', 5)).rejects.toMatchObject({ status: 404 });
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(admin().grant(buyer.email, amount)).rejects.toMatchObject({ status: 400 });
    }
    expect(await buyer.balance()).toBe(100);
  });

  it('lists users with their balances, and revokes every session of one', async () => {
    const buyer = await payingBuyer(t(), 250);
    const listed = await admin().listUsers(buyer.email);
    expect(listed).toEqual([
      expect.objectContaining({ email: buyer.email, packCredits: 250, planCredits: 0 }),
    ]);
    const showCredits = () =>
      t().app.inject({
        method: 'POST',
        url: apiPaths.plans.showCredits,
        headers: buyer.headers,
        payload: {},
      });
    expect((await showCredits()).statusCode).toBe(200);
    await admin().revokeSessions(buyer.email);
    expect((await showCredits()).statusCode).toBe(401);
  });
});
