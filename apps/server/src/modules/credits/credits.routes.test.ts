import { describe, expect, it } from 'vitest';
import { apiPaths, type ErrorAnswer } from '@penwise/contract';
import { engines } from '../../test/test-database.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bearer, grantCredits, signupAndLogin } from '../../test/factories.ts';
import { usersRepository } from '../auth/users.repository.ts';
import { createCreditsService } from './credits.service.ts';

describe.each(engines)('POST /api/plans/show-credits on %s', (engine) => {
  const t = useTestApp(engine);
  const showCredits = (headers: Record<string, string>, payload: object = {}) =>
    t().app.inject({ method: 'POST', url: apiPaths.plans.showCredits, headers, payload });

  it('answers zero for a new user', async () => {
    const { session } = await signupAndLogin(t().app);
    const res = await showCredits(bearer(session.idToken));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: { x: 0, y: 0 } });
  });

  it('answers the pack (x) and subscription (y) credits, with the token in the body as SPEC clients send it', async () => {
    const { user, session } = await signupAndLogin(t().app);
    const db = t().database.db;
    const row = await usersRepository(db).findByEmail(user.email);
    await grantCredits(db, createCreditsService(db), row?.id ?? '', { x: 1200, y: 300 });
    const res = await showCredits({}, { user: session });
    expect(res.json()).toEqual({ success: { x: 1200, y: 300 } });
  });

  it('answers 401 without a session', async () => {
    const res = await showCredits({});
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorAnswer>().error).toBe('Not authenticated');
  });
});
