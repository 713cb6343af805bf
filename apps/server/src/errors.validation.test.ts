import { describe, expect, it } from 'vitest';
import { apiPaths, errorTexts, type ErrorAnswer } from '@penwise/contract';
import { engines } from './test/test-database.ts';
import { useTestApp } from './test/test-app.ts';
import { bearer, signupAndLogin } from './test/factories.ts';

// A validation message is read by people: the field travels in `field`, never inside the text.
describe('validation answers', () => {
  const t = useTestApp(engines[0] ?? 'pglite');

  it('says what to fix without the field name, and names the field separately', async () => {
    const { session } = await signupAndLogin(t().app);
    const res = await t().app.inject({
      method: 'POST',
      url: apiPaths.ai.tts,
      headers: bearer(session.idToken || session.success.idToken),
      payload: { prompt: '   ', voice: 'alloy' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>()).toEqual({
      error: 'Enter the text to speak first.',
      code: 'validation_failed',
      field: 'prompt',
    });
  });

  it('asks for a JSON body in plain words when a call comes without one', async () => {
    const { session } = await signupAndLogin(t().app);
    const res = await t().app.inject({
      method: 'POST',
      url: apiPaths.plans.showCredits,
      headers: bearer(session.idToken || session.success.idToken),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>()).toEqual({ error: errorTexts.bodyNotObject, code: 'validation_failed' });
  });

  it('keeps a nested field out of the message too', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: apiPaths.auth.signup,
      payload: { name: 'Ann', email: 'ann@example.com', password: 'short', OAuth: false },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorAnswer>();
    expect(body.field).toBe('password');
    expect(body.error).not.toContain('password:');
    expect(body.error).toContain('at least 8 characters');
  });
});
