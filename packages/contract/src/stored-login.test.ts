import { describe, expect, it } from 'vitest';
import { isLoginAnswer, LoginAnswer, SessionUser, sessionUserFields } from './auth.ts';
import { defaultSiteInfo, readSiteInfoAnswer, SiteInfo, SiteInfoAnswer } from './site.ts';

// The zod-free checks the public pages make must say what the schemas say.
const user = { email: 'a@b.c', name: 'Ann', idToken: 't', expiresAt: '2030-01-01T00:00:00.000Z' };
const storedLogins: unknown[] = [
  { success: user, idToken: 't' },
  { success: { ...user, extra: 1 }, idToken: 't', more: true },
  { success: { ...user, expiresAt: 5 }, idToken: 't' },
  { success: { email: 'x' }, idToken: 't' },
  { success: user },
  { success: null, idToken: 't' },
  { success: 'user', idToken: 't' },
  'user',
  null,
  undefined,
  [],
];

describe('isLoginAnswer', () => {
  it('checks the fields of SessionUser', () => {
    expect([...sessionUserFields].sort()).toEqual(Object.keys(SessionUser.shape).sort());
  });

  it.each(storedLogins)('agrees with LoginAnswer on %j', (value) => {
    expect(isLoginAnswer(value)).toBe(LoginAnswer.safeParse(value).success);
  });
});

describe('readSiteInfoAnswer', () => {
  it('reads the fields of SiteInfo', () => {
    expect(Object.keys(defaultSiteInfo).sort()).toEqual(Object.keys(SiteInfo.shape).sort());
  });

  const answers: unknown[] = [
    { success: defaultSiteInfo },
    { success: { ...defaultSiteInfo, brandName: 'Acme', extra: 'x' } },
    { success: { ...defaultSiteInfo, companyPhone: 5 } },
    { success: { brandName: 'Acme' } },
    { success: null },
    { error: 'Not found', code: 'not_found' },
    'text',
    null,
    undefined,
  ];
  it.each(answers)('agrees with SiteInfoAnswer on %j', (json) => {
    const parsed = SiteInfoAnswer.safeParse(json);
    expect(readSiteInfoAnswer(json)).toEqual(parsed.success ? parsed.data.success : undefined);
  });
});
