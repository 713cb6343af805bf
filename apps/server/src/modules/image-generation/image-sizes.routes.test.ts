import { describe, expect, it } from 'vitest';
import { apiPaths, type HistoryAnswer, type ImageSizesAnswer } from '@penwise/contract';
import { fakeImageEngine } from '../../adapters/ai/fake-image-engine.ts';
import { payingBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { buyOnTestCheckout } from '../billing/billing-test-kit.ts';

describe.each(engines)('image sizes: the best of plan and packs (%s)', (engine) => {
  const engineFake = fakeImageEngine();
  const testApp = useTestApp(engine, {}, { imageEngine: engineFake });

  async function buyer(options: { packCredits?: number; plan?: string } = {}) {
    const t = testApp();
    const b = await payingBuyer(t, options.packCredits ?? 0);
    if (options.plan) await buyOnTestCheckout(t.app, b, options.plan);
    return b;
  }

  const draw = (b: Buyer, payload: object) =>
    testApp().app.inject({ method: 'POST', url: apiPaths.ai.image, headers: b.headers, payload });
  const sizes = async (b: Buyer) => {
    const res = await testApp().app.inject({
      method: 'GET',
      url: apiPaths.ai.imageSizes,
      headers: b.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json<ImageSizesAnswer>().success.allowed;
  };

  it('keeps 512x512 for a pack owner who subscribes to Starter, and records the size drawn', async () => {
    const b = await buyer({ packCredits: 10_000, plan: 'Starter Plan' });
    expect(await sizes(b)).toEqual(['256x256', '512x512']);
    const before = await b.balance();
    const res = await draw(b, { prompt: 'A lighthouse', size: '512x512' });
    expect(res.statusCode).toBe(200);
    expect(await b.balance()).toBe(before - 2000);
    const history = await testApp().app.inject({
      method: 'POST',
      url: apiPaths.plans.showHistory,
      headers: b.headers,
      payload: {},
    });
    expect(history.json<HistoryAnswer>().success[0]).toMatchObject({ type: 'TTImage', size: '512x512' });
  });

  it('refuses a size above every holding with 403, charges nothing and never calls the engine', async () => {
    const b = await buyer({ packCredits: 10_000, plan: 'Starter Plan' });
    const before = await b.balance();
    const calls = engineFake.requests.length;
    const res = await draw(b, { prompt: 'A lighthouse', size: '1024x1024' });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: string }>().error).toBe(
      'Credit packs make images up to 512x512. 1024x1024 needs the Platinum Plan.',
    );
    expect(engineFake.requests.length).toBe(calls);
    expect(await b.balance()).toBe(before);
  });

  it('answers each holding’s sizes: Starter alone 256, no plan 512, Platinum all', async () => {
    expect(await sizes(await buyer({ plan: 'Starter Plan' }))).toEqual(['256x256']);
    expect(await sizes(await buyer({ packCredits: 5000 }))).toEqual(['256x256', '512x512']);
    expect(await sizes(await buyer({ plan: 'Platinum Plan' }))).toEqual(['256x256', '512x512', '1024x1024']);
  });

  it('answers 401 for the sizes without a session', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: apiPaths.ai.imageSizes });
    expect(res.statusCode).toBe(401);
  });
});
