import { describe, expect, it } from 'vitest';
import { apiPaths } from '@penwise/contract';
import { fakeImageEngine } from '../adapters/ai/fake-image-engine.ts';
import { fakeSpeechEngine } from '../adapters/ai/fake-speech-engine.ts';
import { fakeTextEngine } from '../adapters/ai/fake-text-engine.ts';
import { historyOf, payingBuyer } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';
import { engines } from '../test/test-database.ts';
import { holdsNul } from './nul-free-bodies.ts';

const nul = 'a\u0000b';

describe('holdsNul', () => {
  it('finds U+0000 in values and keys at any depth, and ignores raw bytes', () => {
    expect(holdsNul({ a: [{ b: nul }] })).toBe(true);
    expect(holdsNul({ [nul]: 1 })).toBe(true);
    expect(holdsNul({ a: ['\\u0000', 1, null, true] })).toBe(false);
    expect(holdsNul(Buffer.from(nul))).toBe(false);
    let deep: unknown = nul;
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });
});

// Found by security-tests/api-properties.test.ts: PostgreSQL's text and jsonb refuse U+0000, so these
// answered 500, and the paid calls had already charged when the history row failed.
describe.each(engines)('bodies holding a NUL character (%s)', (engine) => {
  const t = useTestApp(
    engine,
    {},
    { textEngine: fakeTextEngine(), imageEngine: fakeImageEngine(), speechEngine: fakeSpeechEngine() },
  );

  const paid: [string, string, object][] = [
    ['text', apiPaths.ai.text, { tool_data: 'blog-ideas', content: nul }],
    ['voiceover', apiPaths.ai.tts, { prompt: nul }],
    ['image', apiPaths.ai.image, { prompt: nul, size: '256x256' }],
  ];
  it.each(paid)(
    'refuses a %s prompt with 400, charging and recording nothing',
    async (_kind, url, payload) => {
      const buyer = await payingBuyer(t(), 5000);
      const res = await t().app.inject({ method: 'POST', url, headers: buyer.headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(await buyer.balance()).toBe(5000);
      expect(await historyOf(t(), buyer)).toEqual([]);
    },
  );

  it('refuses a signup name and a contact message holding one with 400', async () => {
    const signup = await t().app.inject({
      method: 'POST',
      url: apiPaths.auth.signup,
      payload: { email: 'nul@example.com', password: 'long enough password', name: nul },
    });
    expect(signup.statusCode).toBe(400);
    const contact = await t().app.inject({
      method: 'POST',
      url: apiPaths.auth.contact,
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phoneNumber: '+44 20 7946 0000',
        message: nul,
      },
    });
    expect(contact.statusCode).toBe(400);
  });
});
