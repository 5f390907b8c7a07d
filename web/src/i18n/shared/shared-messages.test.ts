import type { I18n, MessageDescriptor } from '@lingui/core';
import { BUILT_IN_PLANS, planTitle } from '@reign/bible/reading-plans';
import { type CodedMessage, englishOf, spoken } from '@reign/contract';
import { everyMessage } from '@reign/contract/message-samples';
import { behindMessage } from '@reign/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../catalogue';
import { messageKey } from '../message-key';
import { BUILT_IN_PLAN_WORDS, behindLabel, planDescriptionLabel, planTitleLabel } from './reading-plans';
import { translateEnglish, translateSpoken } from './translate';
import { MESSAGE_WORDS } from './words';

// Every message code of the contract has its words on the device (words/, typed: a code without
// them does not compile), in English word for word as the contract's, and in Spanish in shared.po.

/** A code's descriptor with the sample's values, as the device words it. */
function descriptorOf(message: CodedMessage, runtime: I18n): MessageDescriptor {
  const [area = '', key = ''] = message.code.split('.');
  const wording = (MESSAGE_WORDS as unknown as Record<string, Record<string, unknown>>)[area]?.[key];
  return typeof wording === 'function' ? wording(message.values, runtime) : (wording as MessageDescriptor);
}

/** A message as the server sends it, without its English (so only its code can word it). */
const coded = (message: CodedMessage) => ({ ...spoken(message), message: '' });

const english = (d: MessageDescriptor) => {
  const parts = d.message as unknown;
  return Array.isArray(parts) && typeof parts[0] === 'string' ? parts[0] : String(parts);
};

describe('the words of the message codes', () => {
  it("word every code of the contract in English exactly as the contract's English", () => {
    const messages = everyMessage();
    expect(messages.length).toBeGreaterThan(250);
    const differing = messages
      .filter((m) => translateSpoken(i18n, coded(m)) !== englishOf(m))
      .map((m) => `${m.code}: ${translateSpoken(i18n, coded(m))}`);
    expect(differing).toEqual([]);
  });

  it("show the server's English for a code this build does not know, and for a refusal without one", () => {
    expect(
      translateSpoken(i18n, { message: 'A newer server said this.', messageCode: 'goal.somethingNew' }),
    ).toBe('A newer server said this.');
    expect(translateSpoken(i18n, { message: 'Kept from before codes.' })).toBe('Kept from before codes.');
  });

  it("have the built-in reading plans' titles and descriptions, word for word", () => {
    for (const plan of BUILT_IN_PLANS) {
      const words = BUILT_IN_PLAN_WORDS[plan.key];
      expect(english(words.title)).toBe(plan.title);
      expect(english(words.description)).toBe(plan.description);
      expect(planTitleLabel(i18n, { planKey: plan.key })).toBe(planTitle({ planKey: plan.key }));
      expect(planDescriptionLabel(i18n, plan)).toBe(plan.description);
    }
    expect(behindLabel(i18n, 3)).toBe(behindMessage(3));
    expect(behindLabel(i18n, 1)).toBe(behindMessage(1));
    for (const choice of [
      { planKey: 'custom' as const, customBooks: ['Ruth'], customDays: 1 },
      { planKey: 'custom' as const, customBooks: ['Ruth', 'Esth'], customDays: 10 },
      { planKey: 'custom' as const, customBooks: ['Gen', 'Exod', 'Lev'], customDays: 90 },
      { planKey: 'custom' as const, customBooks: [], customDays: 10 },
    ])
      expect(planTitleLabel(i18n, choice)).toBe(planTitle(choice));
  });
});

describe('the words of the message codes in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('have the Spanish of every code in the catalogue (shared.po), and none shows its English', () => {
    const messages = (i18n.messages ?? {}) as Record<string, unknown>;
    const missing = everyMessage()
      .filter((m) => !Object.hasOwn(messages, messageKey(descriptorOf(m, i18n).message)))
      .map((m) => m.code);
    expect(missing).toEqual([]);
    const english = everyMessage()
      .filter((m) => translateSpoken(i18n, coded(m)) === englishOf(m))
      .map((m) => m.code);
    expect(english).toEqual([]);
  });

  it('word the messages with values, plurals and the kinds of rows in Spanish', () => {
    const cases: [CodedMessage, string][] = [
      [
        { code: 'study.chapterOutOfRange', values: { book: 'John', chapters: 21 } },
        'John tiene 21 capítulos: elige uno del 1 al 21.',
      ],
      [
        { code: 'study.chapterOutOfRange', values: { book: 'Jude', chapters: 1 } },
        'Jude tiene 1 capítulo: elige uno del 1 al 1.',
      ],
      [
        { code: 'readingPlan.dayPastEnd', values: { days: 30 } },
        'Este plan tiene 30 días; no hay ningún día después del 30.',
      ],
      [
        { code: 'accountImport.tooMany', values: { count: 12, rows: 'goals', limit: 5 } },
        'Este archivo contiene 12 metas; una importación admite como máximo 5.',
      ],
      [
        { code: 'server.waitSeconds', values: { seconds: 1 } },
        'Demasiados intentos. Espera 1 segundo y vuelve a intentarlo.',
      ],
      [
        { code: 'server.waitMinutes', values: { minutes: 3 } },
        'Demasiados intentos. Espera 3 minutos y vuelve a intentarlo.',
      ],
      [{ code: 'field.title' }, 'El título es obligatorio'],
    ];
    for (const [message, spanish] of cases) expect(translateSpoken(i18n, coded(message))).toBe(spanish);
    const limit = translateSpoken(
      i18n,
      coded({ code: 'limit.reached', values: { kind: 'goals', limit: 1000 } }),
    );
    expect(limit).toContain('1000 metas');
  });

  it("word a fixed message shown by its English (a form's schema message) by its code", () => {
    expect(translateEnglish(i18n, 'Title is required')).toBe('El título es obligatorio');
    expect(translateEnglish(i18n, 'Something only this device knows.')).toBe(
      'Something only this device knows.',
    );
  });

  it("show the plans' words in Spanish", () => {
    expect(planTitleLabel(i18n, { planKey: 'bible-in-a-year' })).toBe('La Biblia en un año');
    expect(planTitleLabel(i18n, { planKey: 'custom', customBooks: ['Ruth', 'Esth'], customDays: 10 })).toBe(
      'Rut y Ester en 10 días',
    );
    expect(behindLabel(i18n, 3)).toBe('Llevas 3 días de atraso');
  });
});
