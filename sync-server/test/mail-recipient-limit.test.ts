import { englishOf } from '@reign/contract';
import { describe, expect, it } from 'vitest';
import { MAILS_PER_RECIPIENT_PER_HOUR } from '../src/lib/code-mail-deps';
import { as, registerUser, uniqueUsername } from './support/harness';
import { mailTestApp } from './support/mail-app';
import { refusal } from './support/refusal';
import { confirmationCodeIn } from './support/smtp-catcher';

const mailing = mailTestApp();

const mailsTo = (email: string) => mailing.smtp.mails.filter((m) => m.to.includes(email)).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

describe('mails to one recipient', () => {
  it(`sends at most ${MAILS_PER_RECIPIENT_PER_HOUR} code mails an hour to one address, from any number of accounts`, async () => {
    const victim = `${uniqueUsername('victim')}@example.com`.toLowerCase();
    // the owner of the address confirms it: one mail
    const owner = await registerUser(mailing.app, { email: victim });
    const code = confirmationCodeIn(await mailing.smtp.waitForMail(victim));
    expect((await as(mailing.app, owner).post('/api/user/email/verify', { code })).statusCode).toBe(200);

    // four more accounts each name it: four more mails, the address's share for the hour
    let other = owner;
    for (let i = 0; i < MAILS_PER_RECIPIENT_PER_HOUR - 1; i++) {
      other = await registerUser(mailing.app);
      expect((await as(mailing.app, other).put('/api/user/email', { email: victim })).statusCode).toBe(200);
    }

    // a fifth account is refused with a clear message, and its own address stays as it was
    const fifth = await registerUser(mailing.app);
    const refused = await as(mailing.app, fifth).put('/api/user/email', { email: victim });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(
      refusal({ code: 'email.tooManyToAddress', values: { minutes: 60 } }, 'rate_limited'),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await as(mailing.app, fifth).get('/api/user')).json().email).toBeNull();

    // an account that named it already cannot ask again either, nor can a reset code go out
    const resend = await as(mailing.app, other).post('/api/user/email/resend');
    expect(resend.statusCode).toBe(429);
    expect(resend.json().message).toBe(
      englishOf({ code: 'email.tooManyToAddress', values: { minutes: 60 } }),
    );
    const reset = await mailing.app.inject({
      method: 'POST',
      url: '/api/request-password-reset',
      payload: { username: owner.user.username },
    });
    expect(reset.statusCode).toBe(200);
    await settle();
    expect(mailsTo(victim)).toBe(MAILS_PER_RECIPIENT_PER_HOUR);
  });
});
