import { BOOKS, RV1909_BOOK_NAMES } from '@reign/bible';
import { readBible } from '@reign/bible/node';
import { SUGGESTIONS } from '@reign/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/messages-en';
import { es } from '../src/i18n/messages-es';
import { as, registerUser, sessionCookieFrom, uniqueUsername } from './support/harness';
import { mailTestApp } from './support/mail-app';
import { readableMail } from './support/readable-mail';

const mailing = mailTestApp();

const CODE = /code is: ([A-Z0-9]{6})/;

describe("the server's words in the person's language (issue 39)", () => {
  it('every Spanish message is written, none left in English', () => {
    const sample = (value: unknown) =>
      typeof value === 'function' ? (value as (...a: unknown[]) => string)('X', 'Y') : value;
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      if (key === 'signature') continue;
      expect(sample(es[key]), key).not.toBe(sample(en[key]));
    }
  });

  it('a confirmation mail comes in the language the browser asks for when none was chosen', async () => {
    const email = `${uniqueUsername('es')}@example.com`.toLowerCase();
    const before = mailing.smtp.mails.length;
    const res = await mailing.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      payload: { username: uniqueUsername(), password: 'correct horse battery', email },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = readableMail(await mailing.smtp.waitForMail(email, before));
    expect(mail).toContain('Subject: Confirma tu correo electrónico para Reign');
    expect(mail).toContain('Tu código de confirmación es:');
    expect(mail).toContain('<html lang="es">');
    expect(mail).not.toContain('Hello');
    expect(sessionCookieFrom(res)).toBeTruthy();
  });

  it('a reset code comes in the language the member chose, whatever the browser asking', async () => {
    const email = `${uniqueUsername('m')}@example.com`.toLowerCase();
    let before = mailing.smtp.mails.length;
    const member = await registerUser(mailing.app, { email });
    const english = readableMail(await mailing.smtp.waitForMail(email, before));
    expect(english).toContain('Subject: Confirm your e-mail address for Reign');
    const code = CODE.exec(english.replace(/\n/g, ' '))?.[1];
    const me = as(mailing.app, member);
    expect((await me.post('/api/user/email/verify', { code })).statusCode).toBe(200);
    const saved = await me.put('/api/profile', { language: 'es' });
    expect(saved.statusCode, saved.body).toBe(200);

    before = mailing.smtp.mails.length;
    const asked = await mailing.app.inject({
      method: 'POST',
      url: '/api/request-password-reset',
      headers: { 'accept-language': 'en-US' },
      payload: { username: member.user.username },
    });
    expect(asked.statusCode).toBe(200);
    const mail = readableMail(await mailing.smtp.waitForMail(email, before));
    expect(mail).toContain('Subject: Tu código para restablecer la contraseña de Reign');
    expect(mail).toContain(`Hola, ${member.user.username}:`);
    expect(mail).toContain('Tu código de restablecimiento es:');
    expect(mail).toMatch(/en los próximos 15 minutos/);
  });

  it('the built-in action steps and prayer come in Spanish, quoting the RV1909, for a Spanish browser', async () => {
    const spanish = { 'accept-language': 'es-ES,es;q=0.9' };
    const steps = await mailing.app.inject({
      method: 'POST',
      url: '/api/ai/action-steps',
      headers: spanish,
      payload: { priority: 'Pasar tiempo con mi familia' },
    });
    expect(steps.statusCode, steps.body).toBe(200);
    const [first] = steps.json().actionSteps as string[];
    expect(first).toMatch(/^Aparta hoy un tiempo sin prisas para estar de verdad con tu familia/);
    const quoted = /“([^”]+)” \(([^)]+)\)$/.exec(first ?? '');
    expect(quoted, first).not.toBeNull();
    const [, text = '', reference = ''] = quoted ?? [];
    const book = reference.replace(/ \d[^ ]*$/, '');
    expect(RV1909_BOOK_NAMES, `${reference} is named in Spanish`).toContain(book);
    const rv1909 = await readBible('rv1909');
    const english = reference.replace(book, BOOKS[RV1909_BOOK_NAMES.indexOf(book)]?.name ?? '');
    expect(text).toBe(rv1909.lookup(english)?.text);

    const prayer = await mailing.app.inject({
      method: 'POST',
      url: '/api/ai/encouragement',
      headers: spanish,
      payload: { priorities: ['mi familia'], actionSteps: [], challenges: 'estoy preocupado' },
    });
    expect(prayer.statusCode, prayer.body).toBe(200);
    expect(prayer.json().encouragement).toMatch(/^Padre celestial, gracias por este nuevo día\./);
    expect(prayer.json().encouragement).toMatch(/Tu palabra dice: “/);
    expect(prayer.json().encouragement).toMatch(/En el nombre de Jesús, amén\.$/);
  });

  it("a new goal's built-in tasks come in Spanish for a Spanish request or member, naming the book in Spanish", async () => {
    const reading = { title: 'Leer el Evangelio de Juan', category: 'spiritual', targetDate: '2099-06-01' };
    const asked = await mailing.app.inject({
      method: 'POST',
      url: '/api/ai/goal-tasks',
      headers: { cookie: 'reign-lang=es', 'accept-language': 'en-US' },
      payload: reading,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().source).toBe('fallback');
    const titles = (asked.json().tasks as { title: string }[]).map((t) => t.title);
    expect(titles).toHaveLength(3);
    for (const title of titles) {
      expect(title).toContain('libro de Juan');
      expect(title).not.toMatch(/\b(the|you|your|John)\b/);
    }

    const member = await registerUser(mailing.app);
    const me = as(mailing.app, member);
    const health = { title: 'Run a half marathon', category: 'health', targetDate: '2099-06-01' };
    const english = (await me.post('/api/ai/goal-tasks', health)).json().tasks as { title: string }[];
    for (const t of english) expect(SUGGESTIONS.health).toContain(t.title);
    expect((await me.put('/api/profile', { language: 'es' })).statusCode).toBe(200);
    const spanish = await mailing.app.inject({
      method: 'POST',
      url: '/api/ai/goal-tasks',
      cookies: member.cookies,
      headers: { 'accept-language': 'en-US' },
      payload: health,
    });
    expect(spanish.statusCode, spanish.body).toBe(200);
    const tasks = spanish.json().tasks as { title: string; category: string; estimatedMinutes: number }[];
    expect(tasks).toHaveLength(3);
    for (const t of tasks) {
      expect(t.category).toBe('health');
      expect(t.estimatedMinutes).toBeGreaterThan(0);
      expect(SUGGESTIONS.health).not.toContain(t.title);
      expect(t.title).not.toMatch(/\b(the|you|your|and|for|with)\b/i);
    }
  });
});
