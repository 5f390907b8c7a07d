import { describe, expect, it } from 'vitest';
import { registerUser, withTestApp } from './support/harness';

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('sign-in limits under concurrency', () => {
  it('lets at most the limit of 30 concurrent wrong passwords from one address reach the password check', async () => {
    await withTestApp({ AUTH_RATE_LIMIT_PER_USERNAME: '10', AUTH_RATE_LIMIT_PER_IP: '10' }, async (app) => {
      const { user, password } = await registerUser(app, {}, { remoteAddress: '10.23.0.1' });
      const login = (pw: string) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.23.0.2',
          payload: { username: user.username, password: pw },
        });
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
    await withTestApp({ AUTH_RATE_LIMIT_PER_USERNAME: '3', AUTH_RATE_LIMIT_PER_IP: '3' }, async (app) => {
      const { user, password } = await registerUser(app, {}, { remoteAddress: '10.23.1.1' });
      const login = (pw: string) =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.23.1.2',
          payload: { username: user.username, password: pw },
        });
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
