import { describe, expect, it } from 'vitest';
import { apiPaths } from '@penwise/contract';
import { fakeImageEngine } from '../adapters/ai/fake-image-engine.ts';
import { payingBuyer } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';

const token = 'metrics-token-0123456789';

describe('GET /metrics', () => {
  const images = fakeImageEngine();
  const t = useTestApp('pglite', { METRICS_TOKEN: token }, { imageEngine: images });
  const scrape = (authorization?: string) =>
    t().app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers only to the configured bearer token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer not-the-token-at-all')).statusCode).toBe(401);
    const res = await scrape(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it.each([
    ['a non-ASCII character of the same length', `Bearer é${token.slice(1)}`],
    ['a raw high byte', `Bearer ${token.slice(0, -1)}\u00ff`],
    ['a multi-byte emoji', `Bearer ${token.slice(0, -2)}🔑`],
  ])('refuses a token with %s with 401, not a 500', async (_name, authorization) => {
    const res = await scrape(authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'not_authenticated' });
  });

  it('times requests by route pattern and counts generations, credits and engine errors', async () => {
    await t().app.inject({ method: 'GET', url: apiPaths.healthz });
    const buyer = await payingBuyer(t(), 10_000);
    const draw = () =>
      t().app.inject({
        method: 'POST',
        url: apiPaths.ai.image,
        headers: buyer.headers,
        payload: { prompt: 'A kite' },
      });
    expect((await draw()).statusCode).toBe(200);
    images.failNext('busy');
    expect((await draw()).statusCode).toBe(503);
    await t().app.inject({ method: 'GET', url: `${apiPaths.media}/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` });

    const body = (await scrape(`Bearer ${token}`)).body;
    expect(body).toMatch(
      /penwise_http_request_duration_seconds_count\{method="GET",route="\/api\/healthz",status_code="200"\} 1/,
    );
    // One series per route pattern, not per media id.
    expect(body).toContain('route="/api/media/:id"');
    expect(body).not.toContain('AAAAAAAA');
    expect(body).toContain('penwise_generations_total{modality="TTImage",engine="openai"} 1');
    expect(body).toContain('penwise_credits_spent_total{modality="TTImage"} 2000');
    expect(body).toContain('penwise_engine_errors_total{modality="TTImage",kind="busy"} 1');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp('pglite');
  it('does not exist', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
