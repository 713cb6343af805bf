import { describe, expect, it } from 'vitest';
import { apiPaths, type HistoryAnswer } from '@penwise/contract';
import { fakeImageEngine } from '../../adapters/ai/fake-image-engine.ts';
import { payingBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { buyOnTestCheckout } from '../billing/billing-test-kit.ts';

describe.each(engines)('POST /api/ai/image (%s)', (engine) => {
  const engineFake = fakeImageEngine();
  const testApp = useTestApp(engine, {}, { imageEngine: engineFake });

  async function buyer(options: { packCredits?: number; plan?: string } = {}) {
    const t = testApp();
    const b = await payingBuyer(t, options.packCredits ?? 0);
    if (options.plan) await buyOnTestCheckout(t.app, b, options.plan);
    return b;
  }

  const draw = (b: Buyer | undefined, payload: object) =>
    testApp().app.inject({ method: 'POST', url: apiPaths.ai.image, headers: b?.headers ?? {}, payload });

  it('stores the picture, answers its link, charges the size’s price and records it', async () => {
    const b = await buyer({ packCredits: 10_000 });
    const res = await draw(b, { prompt: 'A fox reading a newspaper' });
    expect(res.statusCode).toBe(200);
    const { image_url } = res.json<{ success: { image_url: string } }>().success;
    expect(image_url).toMatch(/^\/api\/media\/[\w-]{32}$/);
    expect(engineFake.requests.at(-1)).toMatchObject({
      prompt: 'A fox reading a newspaper',
      size: '512x512',
    });
    const image = await testApp().app.inject({ method: 'GET', url: image_url });
    expect(image.headers['content-type']).toBe('image/png');
    expect(await b.balance()).toBe(10_000 - 2000);
    const history = await testApp().app.inject({
      method: 'POST',
      url: apiPaths.plans.showHistory,
      headers: b.headers,
      payload: {},
    });
    expect(history.json<HistoryAnswer>().success[0]).toMatchObject({
      type: 'TTImage',
      input: 'A fox reading a newspaper',
      result: image_url,
      credits: 2000,
    });
  });

  it('holds sizes to the plan: 403 naming the plan that allows it, nothing charged, engine not called', async () => {
    const packOnly = await buyer({ packCredits: 10_000 });
    const calls = engineFake.requests.length;
    const big = await draw(packOnly, { prompt: 'Sky', size: '1024x1024' });
    expect(big.statusCode).toBe(403);
    expect(big.json<{ error: string }>().error).toBe(
      'Credit packs make images up to 512x512. 1024x1024 needs the Platinum Plan.',
    );
    const starter = await buyer({ plan: 'Starter Plan' });
    const mid = await draw(starter, { prompt: 'Sky', size: '512x512' });
    expect(mid.statusCode).toBe(403);
    expect(mid.json<{ error: string }>().error).toBe(
      'The Starter Plan makes images up to 256x256. 512x512 needs the Premium Plan.',
    );
    expect(engineFake.requests.length).toBe(calls);
    expect(await packOnly.balance()).toBe(10_000);
    expect((await draw(starter, { prompt: 'Sky', size: '256x256' })).statusCode).toBe(200);
    const platinum = await buyer({ plan: 'Platinum Plan' });
    expect((await draw(platinum, { prompt: 'Sky', size: '1024x1024' })).statusCode).toBe(200);
  });

  it('answers 402 without enough credits and never calls the engine', async () => {
    const b = await buyer({ packCredits: 999 });
    const calls = engineFake.requests.length;
    const res = await draw(b, { prompt: 'Sky', size: '256x256' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'not_enough_credits' });
    expect(engineFake.requests.length).toBe(calls);
  });

  it('refunds everything when the engine fails', async () => {
    const b = await buyer({ packCredits: 5000 });
    engineFake.failNext('rejected');
    const res = await draw(b, { prompt: 'Something the provider refuses' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ai_rejected' });
    expect(await b.balance()).toBe(5000);
  });

  it.each([
    ['an empty prompt', { prompt: '  ' }],
    ['a prompt over 1,000 characters', { prompt: 'x'.repeat(1001) }],
    ['an unknown size', { prompt: 'Sky', size: '300x300' }],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    const b = await buyer({ packCredits: 5000 });
    const res = await draw(b, payload);
    expect(res.statusCode).toBe(400);
    expect(await b.balance()).toBe(5000);
  });

  it('answers 401 without a session', async () => {
    expect((await draw(undefined, { prompt: 'Sky' })).statusCode).toBe(401);
  });

  it('tells the web app which engines serve text and images', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: apiPaths.ai.engines });
    expect(res.json()).toEqual({
      success: { text: 'demo', image: 'openai', speech: 'demo', transcription: 'demo' },
    });
  });
});
