import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { accountPaths } from '@penwise/contract';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { userWithData } from './account-data.fixtures.ts';

describe.each(engines)('download my data on %s', (engine) => {
  const t = useTestApp(engine);

  it('answers a ZIP with data.json (profile, credits, invoices, plans, history) and the media files', async () => {
    const owner = await userWithData(t());
    const res = await t().app.inject({
      method: 'POST',
      url: accountPaths.exportData,
      headers: owner.auth,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="penwise-data-.*\.zip"$/);

    const files = unzipSync(new Uint8Array(res.rawPayload));
    const picture = `media/${owner.mediaId}.png`;
    expect(Object.keys(files).sort()).toEqual(['data.json', picture]);
    expect(files[picture]).toEqual(owner.picture);
    const data = JSON.parse(strFromU8(files['data.json'] ?? new Uint8Array())) as Record<string, unknown>;
    expect(data.profile).toMatchObject({
      email: owner.user.email,
      name: owner.user.name,
      twoFactorEnabled: false,
    });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.invoices).toEqual([expect.objectContaining({ number: owner.invoiceId, amountCents: 1900 })]);
    expect(data.plans).toEqual([expect.objectContaining({ plan: 'Pro', status: 'active' })]);
    expect(data.history).toEqual([
      expect.objectContaining({ type: 'TTImage', input: 'a lighthouse at dusk' }),
    ]);
    expect(data.media).toEqual([expect.objectContaining({ id: owner.mediaId, file: picture })]);
    expect(data.credits).toMatchObject({ balance: { pack: 0, plan: 0 } });
  });

  it('holds only the asker’s data', async () => {
    await userWithData(t());
    const other = await userWithData(t());
    const res = await t().app.inject({ method: 'POST', url: accountPaths.exportData, headers: other.auth });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(['data.json', `media/${other.mediaId}.png`]);
  });
});
