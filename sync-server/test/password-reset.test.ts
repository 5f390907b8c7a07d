import { Writable } from 'node:stream';
import { spoken } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connectTestDatabase, registerUser, testConfig, uniqueUsername } from './support/harness';
import { mailTestApp } from './support/mail-app';
import { refusal } from './support/refusal';
import { confirmationCodeIn, resetCodeIn } from './support/smtp-catcher';

let now = Date.now();
const mailing = mailTestApp({ clock: () => new Date(now) });

const requestReset = (username: string) =>
  mailing.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { username } });
const reset = (username: string, resetCode: string, newPassword = 'brand-new-password') =>
  mailing.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { username, resetCode, newPassword },
  });
const login = (username: string, password: string) =>
  mailing.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

/** A user whose address is confirmed (reset codes go only to a confirmed address). */
async function userWithMail() {
  const email = `${uniqueUsername('m')}@example.com`.toLowerCase();
  const before = mailing.smtp.mails.length;
  const user = await registerUser(mailing.app, { email });
  const code = confirmationCodeIn(await mailing.smtp.waitForMail(email, before));
  const confirmed = await mailing.app.inject({
    method: 'POST',
    url: '/api/user/email/verify',
    cookies: user.cookies,
    payload: { code },
  });
  expect(confirmed.json().emailVerified).toBe(true);
  return { ...user, email };
}

async function codeFor(username: string, email: string): Promise<string> {
  const before = mailing.smtp.mails.length;
  const res = await requestReset(username);
  expect(res.json()).toEqual({ ...spoken({ code: 'reset.requestSent' }), mailConfigured: true });
  return resetCodeIn(await mailing.smtp.waitForMail(email, before));
}

describe('password reset by e-mailed code', () => {
  it('mails a code that works once; the new password signs in and the old one does not', async () => {
    now = Date.now();
    const { user, email, password } = await userWithMail();
    const before = mailing.smtp.mails.length;
    const res = await requestReset(user.username);
    expect(res.statusCode).toBe(200);
    const mail = await mailing.smtp.waitForMail(email, before);
    expect(mail.raw).toMatch(/Subject: Your Reign password reset code/);
    expect(mail.raw).toMatch(/15 minutes/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const code = resetCodeIn(mail);
    expect(code).toMatch(/^[A-Z2-9]{6}$/);

    const done = await reset(user.username, code.toLowerCase());
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual(spoken({ code: 'reset.resetDone' }));
    expect(done.cookies).toHaveLength(0);
    expect((await login(user.username, 'brand-new-password')).statusCode).toBe(200);
    expect((await login(user.username, password)).statusCode).toBe(401);

    const again = await reset(user.username, code, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refusal({ code: 'reset.invalidCode' }, 'invalid_request'));
  });

  it('answers an unknown username and a user without a confirmed e-mail exactly the same, in about the same time', async () => {
    const unconfirmed = `${uniqueUsername('u')}@example.com`.toLowerCase();
    const sent = mailing.smtp.mails.length;
    const noMail = await registerUser(mailing.app, { email: unconfirmed });
    await mailing.smtp.waitForMail(unconfirmed, sent);
    const timed = async (username: string) => {
      const started = performance.now();
      const res = await requestReset(username);
      return { res, ms: performance.now() - started };
    };
    const before = mailing.smtp.mails.length;
    const unknown = await timed(uniqueUsername('nobody'));
    const withoutMail = await timed(noMail.user.username);
    for (const r of [unknown, withoutMail]) {
      expect(r.res.statusCode).toBe(200);
      expect(r.res.json()).toEqual({ ...spoken({ code: 'reset.requestSent' }), mailConfigured: true });
      expect(r.ms).toBeGreaterThanOrEqual(390);
    }
    const known = await userWithMail();
    const real = await timed(known.user.username);
    expect(real.res.body).toBe(unknown.res.body);
    expect(Math.abs(real.ms - unknown.ms)).toBeLessThan(250);
    await mailing.smtp.waitForMail(known.email, before);
    expect(mailing.smtp.mails.slice(before).every((m) => m.to.includes(known.email))).toBe(true);
  });

  it('refuses an expired code (after 15 minutes)', async () => {
    now = Date.now();
    const { user, email } = await userWithMail();
    const code = await codeFor(user.username, email);
    now += 15 * 60_000 + 1000;
    expect((await reset(user.username, code)).json()).toEqual(
      refusal({ code: 'reset.invalidCode' }, 'invalid_request'),
    );
    now = Date.now();
  });

  it('refuses a wrong code, and after 5 wrong tries even the right one', async () => {
    now = Date.now();
    const { user, email } = await userWithMail();
    const code = await codeFor(user.username, email);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 5; i++) expect((await reset(user.username, wrong)).statusCode).toBe(400);
    const sixth = await reset(user.username, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual(refusal({ code: 'reset.invalidCode' }, 'invalid_request'));
  });

  it('replaces the old code with a new request', async () => {
    now = Date.now();
    const { user, email } = await userWithMail();
    const first = await codeFor(user.username, email);
    const second = await codeFor(user.username, email);
    if (first !== second) expect((await reset(user.username, first)).statusCode).toBe(400);
    expect((await reset(user.username, second)).statusCode).toBe(200);
  });

  it('sends at most 3 mails per user in 15 minutes', async () => {
    const { user, email } = await userWithMail();
    const before = mailing.smtp.mails.length;
    for (let i = 0; i < 4; i++) expect((await requestReset(user.username)).statusCode).toBe(200);
    await mailing.smtp.waitForMail(email, before);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailing.smtp.mails.slice(before).filter((m) => m.to.includes(email))).toHaveLength(3);
  });

  it('ends every session of the account and signs nobody in', async () => {
    now = Date.now();
    const { user, email, cookies } = await userWithMail();
    const me = () => mailing.app.inject({ method: 'GET', url: '/api/user', cookies });
    expect((await me()).statusCode).toBe(200);
    const code = await codeFor(user.username, email);
    expect((await reset(user.username, code)).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('checks the fields with the messages the pages show', async () => {
    expect((await requestReset('')).json()).toEqual(
      refusal({ code: 'reset.usernameRequired' }, 'invalid_request'),
    );
    expect((await reset('someone', '')).json()).toEqual(
      refusal({ code: 'reset.codeRequired' }, 'invalid_request'),
    );
    expect((await reset('someone', 'ABCDEFG')).json()).toEqual(
      refusal({ code: 'reset.codeTooLong' }, 'invalid_request'),
    );
    expect((await reset('someone', 'ABCDEF', '12345')).json()).toEqual(
      refusal({ code: 'reset.passwordTooShort' }, 'invalid_request'),
    );
  });
});

describe('without SMTP', () => {
  it('writes the code to the server log in development', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const dev = await buildApp(
      { config: testConfig({ NODE_ENV: 'development' }), database: await connectTestDatabase() },
      { level: 'warn', stream },
    );
    try {
      const email = `${uniqueUsername('d')}@example.com`.toLowerCase();
      const { user, cookies } = await registerUser(dev, { email });
      // the confirmation code is logged the same way
      const confirmLine = lines.find(
        (l) => l.includes('E-MAIL CONFIRMATION CODE') && l.includes(user.username),
      );
      const confirmCode = /: ([A-Z2-9]{6}) /.exec(JSON.parse(confirmLine ?? '{}').msg)?.[1] ?? '';
      const confirmed = await dev.inject({
        method: 'POST',
        url: '/api/user/email/verify',
        cookies,
        payload: { code: confirmCode },
      });
      expect(confirmed.json().emailVerified).toBe(true);
      expect(
        (
          await dev.inject({
            method: 'POST',
            url: '/api/request-password-reset',
            payload: { username: user.username },
          })
        ).statusCode,
      ).toBe(200);
      const line = lines.find((l) => l.includes('PASSWORD RESET CODE'));
      expect(line).toContain(user.username);
      const code = /: ([A-Z2-9]{6}) /.exec(JSON.parse(line ?? '{}').msg)?.[1] ?? '';
      const res = await dev.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { username: user.username, resetCode: code, newPassword: 'from-the-log' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});
