import { authMessages, spoken } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from './support/file-app';
import { as, registerUser, type SignedIn, sessionCookieFrom, signIn, withTestApp } from './support/harness';
import { refusal } from './support/refusal';

const app = fileTestApp();

/** Another device of the same account: a sign-in of its own. */
async function signInAgain(who: SignedIn, password = who.password) {
  const res = await signIn(app, who.user.username, password);
  return res.statusCode === 200 ? { cookies: sessionCookieFrom(res) } : res.statusCode;
}

const signedIn = async (who: { cookies: Record<string, string> }) =>
  (await as(app, who).get('/api/user')).statusCode === 200;

describe('sign out everywhere', () => {
  it('ends every other session of the account and keeps this one', async () => {
    const phone = await registerUser(app);
    const laptop = await signInAgain(phone);
    const tablet = await signInAgain(phone);
    const someoneElse = await registerUser(app);
    if (typeof laptop === 'number' || typeof tablet === 'number') throw new Error('sign-in failed');

    const res = await as(app, phone).post('/api/user/sessions/end-others');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...spoken({ code: 'auth.signedOutElsewhere' }), endedSessions: 2 });

    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(tablet)).toBe(false);
    expect(await signedIn(someoneElse)).toBe(true);
  });

  it('answers 401 when signed out', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/user/sessions/end-others' });
    expect(res.statusCode).toBe(401);
  });
});

describe('change password', () => {
  const change = (who: { cookies: Record<string, string> }, currentPassword: string, newPassword: string) =>
    as(app, who).post('/api/user/password', { currentPassword, newPassword });

  it('needs the current password: a wrong one changes nothing and signs nobody out', async () => {
    const phone = await registerUser(app);
    const laptop = await signInAgain(phone);
    if (typeof laptop === 'number') throw new Error('sign-in failed');
    const res = await change(phone, 'not-my-password', 'a new password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ code: 'auth.currentPasswordWrong' }, 'invalid_credentials'));
    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(laptop)).toBe(true);
    expect(typeof (await signInAgain(phone))).toBe('object');
  });

  it('applies the sign-up rules to the new password', async () => {
    const phone = await registerUser(app);
    const short = await change(phone, phone.password, 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(authMessages.passwordShort);
    const same = await change(phone, phone.password, phone.password);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(authMessages.newPasswordSame);
  });

  it('sets the new password, keeps this session and ends the others', async () => {
    const phone = await registerUser(app);
    const laptop = await signInAgain(phone);
    if (typeof laptop === 'number') throw new Error('sign-in failed');
    const res = await change(phone, phone.password, 'a brand new password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...spoken({ code: 'auth.passwordChanged' }), endedSessions: 1 });

    expect(await signedIn(phone)).toBe(true);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signInAgain(phone)).toBe(401);
    expect(typeof (await signInAgain(phone, 'a brand new password'))).toBe('object');
  });

  it('limits the tries of one account, so a stolen session cannot guess the password', async () => {
    await withTestApp({ AUTH_RATE_LIMIT_PER_USERNAME: '3' }, async (limited) => {
      const who = await registerUser(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const body = { currentPassword: `guess-${i}`, newPassword: 'a new password' };
        statuses.push((await as(limited, who).post('/api/user/password', body)).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    });
  });

  it('answers 401 when signed out', async () => {
    const signedOut = { cookies: {} };
    const res = await as(app, signedOut).post('/api/user/password', {
      currentPassword: 'x',
      newPassword: 'a new password',
    });
    expect(res.statusCode).toBe(401);
  });
});
