import type { MessageDescriptor } from '@lingui/core';
import { BUILT_IN_PLANS, planScope, planTitle } from '@reign/bible/reading-plans';
import * as contract from '@reign/contract';
import { isoDate } from '@reign/contract/fields';
import { TIME_ZONE_MESSAGE } from '@reign/contract/time-zone';
import { behindMessage } from '@reign/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../catalogue';
import { messageKey } from '../message-key';
import { CONTRACT_MESSAGES } from './contract-messages';
import { READING_PLAN_PROBLEMS } from './patterned';
import { BUILT_IN_PLAN_WORDS, behindLabel, planDescriptionLabel, planTitleLabel } from './reading-plans';
import { SERVER_MESSAGES } from './server-messages';
import { translateShared } from './translate';

// Every message of the shared packages that reaches the screens has its catalogue entry here
// (a new contract message without one fails), and shows in Spanish through translateShared.

/** Every string value of the contract's exported `*Messages` objects. */
const contractStrings = (): string[] =>
  Object.entries(contract).flatMap(([name, value]) =>
    name.endsWith('Messages') && value && typeof value === 'object'
      ? Object.values(value).filter((v): v is string => typeof v === 'string')
      : [],
  );

/** The keys of the descriptors' messages (a text without placeholders compiles to [text]). */
const listed = (descriptors: readonly MessageDescriptor[]) =>
  new Set(descriptors.map((d) => messageKey(d.message)));
/** A package's English as the catalogue keys it. */
const key = (english: string) => messageKey([english]);
/** A descriptor's English (one without placeholders). */
const english = (d: MessageDescriptor) => {
  const parts = d.message as unknown;
  return Array.isArray(parts) && typeof parts[0] === 'string' ? parts[0] : String(parts);
};

/** The form fields' own messages (fields.ts): the defaults of isoDate. */
const fieldMessages = (): string[] => {
  const result = isoDate()['~standard'].validate('2026-13-45') as { issues?: { message: string }[] };
  const empty = isoDate()['~standard'].validate('') as { issues?: { message: string }[] };
  return [...(result.issues ?? []), ...(empty.issues ?? [])].map((i) => i.message);
};

describe('the shared messages list', () => {
  it("has every fixed message of the contract's *Messages objects, the fields' and the time zone's", () => {
    const keys = listed(CONTRACT_MESSAGES);
    const strings = [...contractStrings(), ...fieldMessages(), TIME_ZONE_MESSAGE];
    expect(strings.length).toBeGreaterThan(150);
    expect(strings.filter((s) => !keys.has(key(s)))).toEqual([]);
  });

  it("has the built-in reading plans' titles and descriptions and the plans' fixed problems", () => {
    for (const plan of BUILT_IN_PLANS) {
      const words = BUILT_IN_PLAN_WORDS[plan.key];
      expect(english(words.title)).toBe(plan.title);
      expect(english(words.description)).toBe(plan.description);
    }
    const problems = listed(READING_PLAN_PROBLEMS);
    for (const choice of [
      { planKey: 'custom' as const, customBooks: [], customDays: 10 },
      { planKey: 'custom' as const, customBooks: ['Ruth'], customDays: 0 },
    ]) {
      const scope = planScope(choice);
      expect('problem' in scope && problems.has(key(scope.problem))).toBe(true);
    }
  });

  it('shows English word for word while English is active', () => {
    expect(translateShared(i18n, contract.goalMessages.title)).toBe('Title is required');
    expect(translateShared(i18n, contract.emailMessages.noMail('a@b.co'))).toBe(
      contract.emailMessages.noMail('a@b.co'),
    );
    expect(behindLabel(i18n, 3)).toBe(behindMessage(3));
    expect(behindLabel(i18n, 1)).toBe(behindMessage(1));
    for (const plan of BUILT_IN_PLANS) {
      expect(planTitleLabel(i18n, { planKey: plan.key })).toBe(planTitle({ planKey: plan.key }));
      expect(planDescriptionLabel(i18n, plan)).toBe(plan.description);
    }
    for (const choice of [
      { planKey: 'custom' as const, customBooks: ['Ruth'], customDays: 1 },
      { planKey: 'custom' as const, customBooks: ['Ruth', 'Esth'], customDays: 10 },
      { planKey: 'custom' as const, customBooks: ['Gen', 'Exod', 'Lev'], customDays: 90 },
      { planKey: 'custom' as const, customBooks: [], customDays: 10 },
    ])
      expect(planTitleLabel(i18n, choice)).toBe(planTitle(choice));
  });
});

describe('translateShared in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('translates a known message and leaves an unknown one as it is', () => {
    expect(translateShared(i18n, contract.goalMessages.title)).toBe('El título es obligatorio');
    expect(translateShared(i18n, 'Something only the server knows.')).toBe(
      'Something only the server knows.',
    );
    expect(translateShared(i18n, '')).toBe('');
  });

  it("translates every fixed message of the contract and the plans' problems", () => {
    const strings = [
      ...contractStrings(),
      ...fieldMessages(),
      TIME_ZONE_MESSAGE,
      ...READING_PLAN_PROBLEMS.map(english),
      ...SERVER_MESSAGES.map(english),
    ];
    expect(strings.filter((s) => translateShared(i18n, s) === s)).toEqual([]);
  });

  it('translates the messages the packages build with values', () => {
    const { studyMessages, emailMessages, seriesMessages, readingPlanMessages, accountImportMessages } =
      contract;
    const cases: [string, string][] = [
      [studyMessages.unknownBook('Hezekiah'), 'No hay ningún libro "Hezekiah" en la Biblia.'],
      [studyMessages.chapterOutOfRange('John', 21), 'John tiene 21 capítulos: elige uno del 1 al 21.'],
      [studyMessages.chapterOutOfRange('Jude', 1), 'Jude tiene 1 capítulo: elige uno del 1 al 1.'],
      [
        studyMessages.verseOutOfRange('John', 3, 36),
        'John 3 tiene 36 versículos: elige versículos del 1 al 36.',
      ],
      [seriesMessages.opensTomorrow(3), 'El día 3 se abre mañana.'],
      [contract.dayOpensTomorrow(3), 'El día 3 se abre mañana'],
      [
        emailMessages.codeSent('a@b.co'),
        'Enviamos un código de 6 caracteres a a@b.co. Escríbelo aquí para confirmar la dirección.',
      ],
      [
        emailMessages.tooManyToAddress(1),
        'Se enviaron demasiados correos a esta dirección últimamente. Espera 1 minuto y vuelve a intentarlo.',
      ],
      [readingPlanMessages.dayPastEnd(30), 'Este plan tiene 30 días; no hay ningún día después del 30.'],
      [
        accountImportMessages.tooMany(12, 'goals', 5),
        'Este archivo contiene 12 metas; una importación admite como máximo 5.',
      ],
      [
        'Too many attempts. Please wait 1 second and try again.',
        'Demasiados intentos. Espera 1 segundo y vuelve a intentarlo.',
      ],
      [
        'Too many attempts. Please wait 3 minutes and try again.',
        'Demasiados intentos. Espera 3 minutos y vuelve a intentarlo.',
      ],
    ];
    for (const [english, spanish] of cases) expect(translateShared(i18n, english)).toBe(spanish);
    expect(translateShared(i18n, emailMessages.noMail('a@b.co'))).toMatch(/^a@b\.co quedó guardado/);
    for (const choice of [
      { planKey: 'nope' as never },
      { planKey: 'custom' as const, customBooks: ['Nope'], customDays: 10 },
      { planKey: 'custom' as const, customBooks: ['Gen'], customDays: 800 },
      { planKey: 'custom' as const, customBooks: ['Obad'], customDays: 700 },
    ]) {
      const scope = planScope(choice);
      if (!('problem' in scope)) throw new Error('a problem was expected');
      expect(translateShared(i18n, scope.problem)).not.toBe(scope.problem);
    }
  });

  it("shows the plans' words in Spanish", () => {
    expect(planTitleLabel(i18n, { planKey: 'bible-in-a-year' })).toBe('La Biblia en un año');
    expect(planTitleLabel(i18n, { planKey: 'custom', customBooks: ['Ruth', 'Esth'], customDays: 10 })).toBe(
      'Ruth y Esther en 10 días',
    );
    expect(behindLabel(i18n, 3)).toBe('Llevas 3 días de atraso');
  });
});
