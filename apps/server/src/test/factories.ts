import type { FastifyInstance } from 'fastify';
import { apiPaths, type LoginAnswer } from '@penwise/contract';

let counter = 0;

/** Signup input with a unique email. */
export function buildUser(overrides: Partial<{ email: string; password: string; name: string }> = {}) {
  counter += 1;
  return {
    email: `user${counter}@example.com`,
    password: 'correct horse battery',
    name: `User ${counter}`,
    ...overrides,
  };
}

/** Signs a user up and logs them in; returns the credentials and the login answer. */
export async function signupAndLogin(app: FastifyInstance, overrides: Parameters<typeof buildUser>[0] = {}) {
  const user = buildUser(overrides);
  const signup = await app.inject({
    method: 'POST',
    url: apiPaths.auth.signup,
    payload: { ...user, OAuth: false },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const login = await app.inject({
    method: 'POST',
    url: apiPaths.auth.login,
    payload: { ...user, OAuth: false },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { user, session: login.json<LoginAnswer>() };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
