import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerUser, signIn, withTestApp } from './support/harness';

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

type Login = (password: string) => Promise<LightMyRequestResponse>;

/**
 * Runs `use` on an app whose sign-in limit per username and per address is `limit`, with a new user
 * registered from `${net}.1` and `login` trying a password for that user from `${net}.2`.
 */
async function withSignInLimit(
  limit: number,
  net: string,
  use: (login: Login, password: string) => Promise<void>,
) {
  const env = { AUTH_RATE_LIMIT_PER_USERNAME: String(limit), AUTH_RATE_LIMIT_PER_IP: String(limit) };
  await withTestApp(env, async (app) => {
    const { user, password } = await registerUser(app, {}, { remoteAddress: `${net}.1` });
    const login: Login = (pw) => signIn(app, user.username, pw, `${net}.2`);
    await use(login, password);
  });
}

describe('sign-in limits under concurrency', () => {
  it('lets at most the limit of 30 concurrent wrong passwords from one address reach the password check', async () => {
    await withSignInLimit(10, '10.23.0', async (login, password) => {
      const statuses = (await Promise.all(Array.from({ length: 30 }, () => login('wrong-password')))).map(
        (r) => r.statusCode,
      );
      // a 401 is a password that was checked; every other attempt was refused before the check
      const checked = count(statuses, 401);
      expect(checked).toBeLessThanOrEqual(10);
      expect(count(statuses, 429)).toBe(30 - checked);
      // the refused ones gave their count back: exactly the limit's failures are checked in all
      for (let i = checked; i < 10; i++) expect((await login('wrong-password')).statusCode).toBe(401);
      // then even the right password is refused until the window ends
      expect((await login(password)).statusCode).toBe(429);
    });
  });

  it('gives back the count of concurrent successful sign-ins', async () => {
    await withSignInLimit(3, '10.23.1', async (login, password) => {
      for (let round = 0; round < 3; round++) {
        const statuses = (await Promise.all([login(password), login(password)])).map((r) => r.statusCode);
        expect(statuses).toEqual([200, 200]);
      }
      // none of the six counted: three failures still reach the check
      for (let i = 0; i < 3; i++) expect((await login('wrong-password')).statusCode).toBe(401);
      expect((await login('wrong-password')).statusCode).toBe(429);
    });
  });
});
