import { emailMessages, spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, uniqueUsername } from './support/harness';
import { mailTestApp } from './support/mail-app';
import { refusal } from './support/refusal';
import { confirmationCodeIn } from './support/smtp-catcher';

const mailing = mailTestApp();

const newAddress = () => `${uniqueUsername('e')}@example.com`.toLowerCase();
const requestReset = (username: string) =>
  mailing.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: { username } });
/** Whether a reset request mails the address anything within a short wait. */
async function resetMails(username: string, email: string): Promise<boolean> {
  const before = mailing.smtp.mails.length;
  expect((await requestReset(username)).json()).toEqual({
    ...spoken({ code: 'reset.requestSent' }),
    mailConfigured: true,
  });
  return mailing.smtp.waitForMail(email, before, 1500).then(
    (m) => /reset code is/.test(m.raw),
    () => false,
  );
}

describe('e-mail confirmation', () => {
  it('mails a code at sign-up; reset codes go to the address only once it is confirmed', async () => {
    const email = newAddress();
    const before = mailing.smtp.mails.length;
    const user = await registerUser(mailing.app, { email });
    expect(user.user).toMatchObject({ email, emailVerified: false });
    const mail = await mailing.smtp.waitForMail(email, before);
    expect(mail.raw).toMatch(/Subject: Confirm your e-mail address for Reign/);
    const code = confirmationCodeIn(mail);
    expect(code).toMatch(/^[A-Z2-9]{6}$/);

    expect(await resetMails(user.user.username, email)).toBe(false);
    const me = as(mailing.app, user);
    const confirmed = await me.post('/api/user/email/verify', { code: code.toLowerCase() });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email, emailVerified: true });
    expect((await me.get('/api/user')).json().emailVerified).toBe(true);
    expect(await resetMails(user.user.username, email)).toBe(true);
  });

  it('a new address is unconfirmed until its own code; wrong codes wear it out; a new code works', async () => {
    const user = await registerUser(mailing.app);
    const me = as(mailing.app, user);
    const email = newAddress();
    let before = mailing.smtp.mails.length;
    const changed = await me.put('/api/user/email', { email });
    expect(changed.json()).toEqual({
      user: expect.objectContaining({ email, emailVerified: false }),
      ...spoken({ code: 'email.codeSent', values: { email } }),
    });
    const first = confirmationCodeIn(await mailing.smtp.waitForMail(email, before));
    const wrong = first === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 5; i++) {
      expect((await me.post('/api/user/email/verify', { code: wrong })).json()).toEqual(
        refusal({ code: 'email.invalidCode' }, 'invalid_request'),
      );
    }
    expect((await me.post('/api/user/email/verify', { code: first })).statusCode).toBe(400);

    before = mailing.smtp.mails.length;
    expect((await me.post('/api/user/email/resend')).json().message).toMatch(/new code/);
    const second = confirmationCodeIn(await mailing.smtp.waitForMail(email, before));
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
      ...spoken({ code: 'email.removed' }),
    });
    expect((await me.post('/api/user/email/resend')).json()).toEqual(
      refusal({ code: 'email.nothingToConfirm' }, 'invalid_request'),
    );
  });

  it('mails at most 3 codes in 15 minutes, and checks the fields', async () => {
    const me = as(mailing.app, await registerUser(mailing.app, { email: newAddress() }));
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
    expect((await mailing.app.inject({ method: 'POST', url: '/api/user/email/resend' })).statusCode).toBe(
      401,
    );
  });
});

describe('e-mail confirmation on a server without mail', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('says no code was sent and what to do, instead of "we sent a code"', async () => {
    const me = as(app, await registerUser(app, {}));
    expect((await me.get('/api/user/email/delivery')).json()).toEqual({ mailConfigured: false });
    const email = newAddress();
    const changed = await me.put('/api/user/email', { email });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject(spoken({ code: 'email.noMail', values: { email } }));
    expect(changed.json().user).toMatchObject({ email, emailVerified: false });
    const resend = await me.post('/api/user/email/resend');
    expect(resend.statusCode).toBe(503);
    expect(resend.json().message).toBe(emailMessages.noMailResend);
  });

  it('a mailing server says it can mail', async () => {
    const me = as(mailing.app, await registerUser(mailing.app, {}));
    expect((await me.get('/api/user/email/delivery')).json()).toEqual({ mailConfigured: true });
    expect((await app.inject({ method: 'GET', url: '/api/user/email/delivery' })).statusCode).toBe(401);
  });
});
