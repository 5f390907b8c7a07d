import { PRINCIPLES } from '@reign/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../i18n/catalogue';
import { messageKey } from '../i18n/message-key';
import { PRINCIPLE_MESSAGES } from './principle-messages';
import { principleText } from './principle-text';

describe('the principles in the catalogue', () => {
  afterAll(() => activateLanguage('en'));

  it("are the domain's English word for word", () => {
    const listed = PRINCIPLE_MESSAGES.map((m) => messageKey(m.message));
    expect(listed).toEqual(PRINCIPLES.flatMap((p) => [p.title, p.summary]));
    for (const p of PRINCIPLES) {
      expect(principleText(p.key, i18n)).toEqual({ title: p.title, summary: p.summary });
    }
  });

  it('are shown in Spanish, looked up by their English', async () => {
    await activateLanguage('es');
    expect(principleText('renew', i18n).title).toBe('Renueva tu mente');
    for (const p of PRINCIPLES) {
      const { title, summary } = principleText(p.key, i18n);
      expect(title).not.toBe(p.title);
      expect(summary).not.toBe(p.summary);
    }
  });
});
