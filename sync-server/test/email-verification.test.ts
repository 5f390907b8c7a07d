import { emailMessages, resetMessages } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { as, connectTestDatabase, registerUser, testConfig, uniqueUsername } from './support/harness';
import { confirmationCodeIn, startSmtpCatcher } from './support/smtp-catcher';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let app: FastifyInstance;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await buildApp({
    config: testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Reign <no-reply@reign.test>' }),
    database: await connectTestDatabase(),
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const newAddress = () => `${uniqueUsername('e')}@example.com`.toLowerCase();
const requestReset = (username: string) =>
  app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { username } });
/** Whether a reset request mails the address anything within a short wait. */
async function resetMails(username: string, email: string): Promise<boolean> {
  const before = smtp.mails.length;
  expect((await requestReset(username)).json()).toEqual({
    message: resetMessages.requestSent,
    mailConfigured: true,
  });
  return smtp.waitForMail(email, before, 1500).then(
    (m) => /reset code is/.test(m.raw),
    () => false,
  );
}

describe('e-mail confirmation', () => {
  it('mails a code at sign-up; reset codes go to the address only once it is confirmed', async () => {
    const email = newAddress();
    const before = smtp.mails.length;
    const user = await registerUser(app, { email });
    expect(user.user).toMatchObject({ email, emailVerified: false });
    const mail = await smtp.waitForMail(email, before);
    expect(mail.raw).toMatch(/Subject: Confirm your e-mail address for Reign/);
    const code = confirmationCodeIn(mail);
    expect(code).toMatch(/^[A-Z2-9]{6}$/);

    expect(await resetMails(user.user.username, email)).toBe(false);
    const me = as(app, user);
    const confirmed = await me.post('/api/user/email/verify', { code: code.toLowerCase() });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email, emailVerified: true });
    expect((await me.get('/api/user')).json().emailVerified).toBe(true);
    expect(await resetMails(user.user.username, email)).toBe(true);
  });

  it('a new address is unconfirmed until its own code; wrong codes wear it out; a new code works', async () => {
    const user = await registerUser(app);
    const me = as(app, user);
    const email = newAddress();
    let before = smtp.mails.length;
    const changed = await me.put('/api/user/email', { email });
    expect(changed.json()).toEqual({
      user: expect.objectContaining({ email, emailVerified: false }),
      message: emailMessages.codeSent(email),
    });
    const first = confirmationCodeIn(await smtp.waitForMail(email, before));
    const wrong = first === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 5; i++) {
      expect((await me.post('/api/user/email/verify', { code: wrong })).json()).toEqual({
        message: emailMessages.invalidCode,
        code: 'invalid_request',
      });
    }
    expect((await me.post('/api/user/email/verify', { code: first })).statusCode).toBe(400);

    before = smtp.mails.length;
    expect((await me.post('/api/user/email/resend')).json().message).toMatch(/new code/);
    const second = confirmationCodeIn(await smtp.waitForMail(email, before));
    expect((await me.post('/api/user/email/verify', { code: second })).json().emailVerified).toBe(true);

    // the same address again changes nothing; another one starts over; '' removes it
    expect((await me.put('/api/user/email', { email })).json()).toMatchObject({
      user: { emailVerified: true },
      message: emailMessages.unchanged,
    });
    const other = newAddress();
    expect((await me.put('/api/user/email', { email: other })).json().user).toMatchObject({
      email: other,
      emailVerified: false,
    });
    expect(await resetMails(user.user.username, other)).toBe(false);
    expect((await me.put('/api/user/email', { email: '' })).json()).toMatchObject({
      user: { email: null, emailVerified: false },
      message: emailMessages.removed,
    });
    expect((await me.post('/api/user/email/resend')).json()).toEqual({
      message: emailMessages.nothingToConfirm,
      code: 'invalid_request',
    });
  });

  it('mails at most 3 codes in 15 minutes, and checks the fields', async () => {
    const me = as(app, await registerUser(app, { email: newAddress() }));
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await me.post('/api/user/email/resend')).statusCode);
    // the sign-up sent the first
    expect(statuses).toEqual([200, 200, 429]);
    expect((await me.put('/api/user/email', { email: 'not-an-address' })).json().message).toBe(
      'Please enter a valid email address',
    );
    expect((await me.post('/api/user/email/verify', { code: '' })).json().message).toBe(
      emailMessages.codeRequired,
    );
    expect((await app.inject({ method: 'POST', url: '/api/user/email/resend' })).statusCode).toBe(401);
  });
});
