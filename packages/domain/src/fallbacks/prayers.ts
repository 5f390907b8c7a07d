import { CHALLENGE_PRAYERS_ES, GENERIC_PRAYERS_ES, PRAYER_CLOSING_ES, prayerWordsEs } from './prayers-es';
import type { TextLanguage } from './text-language';

/** Built-in prayers for the Navigate step (spec part 1 section 8). */
export interface PrayerInput {
  priorities: string[];
  actionSteps: Array<{ priority: string; actions: string[] }>;
  challenges: string;
  /** issue 20: titles of the prayer requests to name (at most 3) */
  prayerRequests?: string[] | undefined;
}

export const PRAYER_CLOSING = 'In Jesus’ name, Amen.';

/** The closing 'Amen' of a built-in prayer in `language`. */
export const prayerClosing = (language: TextLanguage = 'en') =>
  language === 'es' ? PRAYER_CLOSING_ES : PRAYER_CLOSING;

const CHALLENGE_PRAYERS: Array<{ keywords: RegExp; text: string }> = [
  {
    keywords: /\btime\b|\bbusy\b|\bhurr/i,
    text: 'Lord, my time feels short and my list feels long. Teach me to number my days and to spend them well. Help me to do the next right thing without rushing past the people You put in front of me, and give me rest in knowing that You hold every hour.',
  },
  {
    keywords: /fear|afraid|anxi|worr/i,
    text: 'Father, You know the fears and worries I carry today. I lay them down before You. Guard my heart and mind with Your peace, which is greater than my understanding, and remind me that You have not given me a spirit of fear but of power, love and a sound mind.',
  },
  {
    keywords: /overwhelm|too much|stress|pressure/i,
    text: 'Lord, when today feels like too much, be my strength. I cannot carry it all, and You never asked me to. Help me to take one step at a time, to ask for help when I need it, and to rest in Your grace when I fall short.',
  },
];

const GENERIC_PRAYERS = [
  'Heavenly Father, thank You for this new day and for Your mercies that are new every morning. Guide my thoughts, my words and my work. Let me walk in Your wisdom, love the people around me well, and bring honor to Your name in all I do.',
  'Lord, I give You this day. Order my steps, steady my heart, and open my eyes to the good works You have prepared for me. Where I am weak, be my strength; where I am unsure, be my light.',
  'Father, I seek first Your Kingdom today. Help me to hold my plans loosely and my faith firmly. Fill me with Your Spirit so that patience, kindness and joy mark every hour.',
  'God of peace, quiet my heart before the day begins. Remind me that my worth is found in You, not in what I accomplish. Lead me in faithfulness, and let Your love flow through me to others.',
];

function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function challengePrayer(challenges: string, language: TextLanguage): string | undefined {
  const prayers = language === 'es' ? CHALLENGE_PRAYERS_ES : CHALLENGE_PRAYERS;
  return prayers.find((c) => c.keywords.test(challenges))?.text;
}

/**
 * The prayer with every request of `titles` named: a sentence lifting up those it does not name yet,
 * before the closing 'Amen' (or at the end). Used on the built-in prayers and on the AI's.
 */
export function withPrayerRequests(
  prayer: string,
  titles: readonly string[] = [],
  language: TextLanguage = 'en',
): string {
  const missing = titles.map((t) => t.trim()).filter((t) => t && !prayer.includes(t));
  if (missing.length === 0) return prayer;
  const sentence =
    language === 'es'
      ? prayerWordsEs.requests(missing)
      : `I also lift up to You my prayer ${missing.length === 1 ? 'request' : 'requests'}: ${list(missing)}.`;
  const at = prayer.lastIndexOf(prayerClosing(language));
  return at < 0 ? `${prayer} ${sentence}` : `${prayer.slice(0, at)}${sentence} ${prayer.slice(at)}`;
}

/**
 * The built-in prayer (naming every prayer request given, see withPrayerRequests): one that names the priorities when there is a first priority; else one
 * naming the first action; else one for the challenge's keywords (time; fear, anxiety, worry;
 * overwhelm, too much); else one of four general prayers.
 */
export function fallbackPrayer(
  input: PrayerInput,
  random: () => number = Math.random,
  language: TextLanguage = 'en',
): string {
  return withPrayerRequests(
    [...prayerLines(input, random, language), prayerClosing(language)].join(' '),
    input.prayerRequests,
    language,
  );
}

/** The built-in prayer's lines before the closing 'Amen' (see fallbackPrayer for which are chosen). */
export function prayerLines(
  input: PrayerInput,
  random: () => number = Math.random,
  language: TextLanguage = 'en',
): string[] {
  const priorities = input.priorities.map((p) => p.trim()).filter(Boolean);
  const challenge = challengePrayer(input.challenges ?? '', language);
  if (language === 'es') return spanishLines(input, priorities, challenge, random);
  if (priorities.length) {
    const first = priorities[0] ?? '';
    const rest = priorities.slice(1);
    return [
      `Heavenly Father, thank You for this new day. I bring You my first priority, ${first}${
        rest.length ? `, together with ${list(rest)}` : ''
      }. Give me wisdom to see the next right step, courage to take it, and a heart that stays close to You while I work.`,
      challenge ??
        'When the day does not go as planned, keep me steady and kind, and remind me that my worth rests in Your love, not in my productivity.',
    ];
  }
  const firstAction = input.actionSteps.flatMap((g) => g.actions).find((a) => a.trim());
  if (firstAction) {
    return [
      `Lord, today I want to begin with this step: ${firstAction.trim()}. Bless the work of my hands, and let it be done with love and faithfulness.`,
      challenge ?? 'Give me perseverance for what is hard and gratitude for what is good.',
    ];
  }
  if (challenge) return [challenge];
  return [GENERIC_PRAYERS[Math.floor(random() * GENERIC_PRAYERS.length)] ?? GENERIC_PRAYERS[0] ?? ''];
}

function spanishLines(
  input: PrayerInput,
  priorities: string[],
  challenge: string | undefined,
  random: () => number,
): string[] {
  if (priorities.length) {
    const [first = '', ...rest] = priorities;
    return [prayerWordsEs.priorities(first, rest), challenge ?? prayerWordsEs.prioritiesClose];
  }
  const firstAction = input.actionSteps.flatMap((g) => g.actions).find((a) => a.trim());
  if (firstAction) return [prayerWordsEs.action(firstAction.trim()), challenge ?? prayerWordsEs.actionClose];
  if (challenge) return [challenge];
  return [
    GENERIC_PRAYERS_ES[Math.floor(random() * GENERIC_PRAYERS_ES.length)] ?? GENERIC_PRAYERS_ES[0] ?? '',
  ];
}
