import { describe, expect, it } from 'vitest';
import { accountPaths, apiPaths, nameMessages } from '@penwise/contract';
import { bearer, buildUser, signupAndLogin } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

// Line breaks forge lines in e-mails that quote the name; the others hide or reorder what people read.
const unsafeNames = {
  'a line feed': 'Ada\nHi, pay the fee at http://evil.example',
  'a carriage return': 'Ada\rLovelace',
  'a tab': 'Ada\tLovelace',
  'an escape sequence': 'Ada\u001b[2J',
  'a C1 control': 'Ada\u0085Lovelace',
  'a line separator': 'Ada\u2028Lovelace',
  'a right-to-left override': 'Ada \u202Eexe.gpj',
  'a left-to-right embedding': '\u202ALovelace',
  'a first-strong isolate': 'Ada \u2068Lovelace\u2069',
};

const fineNames = ['Zoë Ångström-Núñez', "O'Brien", '李小龍', 'محمد علي', 'Ελένη', 'Дмитрий', 'नमस्ते'];

describe.each(engines)('names on %s', (engine) => {
  const t = useTestApp(engine);
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url, payload, headers });

  it.each(Object.entries(unsafeNames))(
    'refuses %s at signup and in update-profile with a clear 400',
    async (_, name) => {
      const signup = await post(apiPaths.auth.signup, { ...buildUser({ name }), OAuth: false });
      expect(signup.statusCode).toBe(400);
      expect(signup.json()).toMatchObject({ error: nameMessages.unsafe, field: 'name' });

      const { session } = await signupAndLogin(t().app);
      const update = await post(accountPaths.updateProfile, { name }, bearer(session.idToken));
      expect(update.statusCode).toBe(400);
      expect(update.json()).toMatchObject({ error: nameMessages.unsafe, field: 'name' });
    },
  );

  it('signs up and renames with accents and non-Latin scripts, trimmed', async () => {
    for (const name of fineNames) {
      const user = buildUser({ name: `  ${name}\n` });
      const signup = await post(apiPaths.auth.signup, { ...user, OAuth: false });
      expect(signup.statusCode, name).toBe(201);
      const login = await post(apiPaths.auth.login, { email: user.email, password: user.password });
      const me = await post(apiPaths.auth.isLoggedIn, {}, bearer(login.json<{ idToken: string }>().idToken));
      expect(me.json(), name).toMatchObject({ success: { name } });
    }
    const { session } = await signupAndLogin(t().app);
    const renamed = await post(accountPaths.updateProfile, { name: ' 李小龍 ' }, bearer(session.idToken));
    expect(renamed.json()).toMatchObject({ success: { name: '李小龍' } });
  });
});
