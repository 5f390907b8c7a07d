import type { Passage } from '@reign/bible';
import type { Language } from '@reign/contract/language-list';
import type { ChatMessage } from '../../plugins/ai';
import { versesForPrompt } from './scripture-context';

/**
 * Prompts written for Reign: grounded in the verse, warm, brief, plain language, and never medical,
 * legal or crisis advice (a person in crisis is pointed to people who can help, not to a plan).
 */
const VOICE = [
  'You write for Reign, a Christian daily-planning app used each morning.',
  'Be warm, encouraging and brief. Use plain, modern English and second person ("you").',
  'Stay faithful to the Bible passage given; do not invent verses or quote other passages at length.',
  'Never give medical, legal, financial-product or crisis advice. If the text mentions self-harm or danger,',
  'gently encourage the reader to reach out to a trusted person or local emergency services.',
  'No headings, no bullet lists, no emojis, no quotation marks around the whole answer.',
].join(' ');

/** A series day the reflection is written for: its series, its title and its number. */
export interface SeriesDayContext {
  seriesTitle: string;
  dayTitle: string;
  dayNumber?: number | undefined;
}

/** What a reflection is written with beyond the verse: a series day, the commentary's comment (Henry's, Spurgeon's). */
export interface ReflectionContext {
  series?: SeriesDayContext | undefined;
  commentary?: { reference: string; text: string; credit?: string | undefined } | undefined;
  /** the language to write in (the verse is then given in its translation) */
  language?: Language | undefined;
}

export function reflectionPrompt(
  verse: string,
  reference: string,
  context: ReflectionContext = {},
): ChatMessage[] {
  const { series, commentary, language = 'en' } = context;
  const day = series
    ? [
        `It is ${series.dayNumber ? `day ${series.dayNumber} of 7` : 'a day'}${series.dayTitle ? `, "${series.dayTitle}",` : ''} of the 7-day series${series.seriesTitle ? ` "${series.seriesTitle}"` : ''}: let the reflection serve that day's theme.`,
      ]
    : [];
  const background = commentary
    ? [
        `For background, ${commentary.credit ?? "Matthew Henry's Concise Commentary"} on ${commentary.reference} (public domain; draw on its sense, do not quote it at length):`,
        `"""${commentary.text}"""`,
        ...(language === 'es'
          ? [
              'The commentary is in English: write the reflection in Spanish, in your own words, quoting the verse as given above.',
            ]
          : []),
      ]
    : [];
  return [
    { role: 'system', content: voiceIn(language) },
    {
      role: 'user',
      content: [
        `Write a short devotional reflection (120 to 180 words, two or three paragraphs separated by a blank line) on ${reference}:`,
        `"${verse}"`,
        ...background,
        ...day,
        'Explain what the verse meant in its setting in one or two sentences, then help the reader carry it into today with one concrete, gentle invitation.',
      ].join('\n'),
    },
  ];
}

/** The fitting verses (issue 36) as context, asking that a quote keep the text and reference exact. */
function scriptureContext(verses: readonly Passage[]): string[] {
  if (!verses.length) return [];
  return [
    'Scripture that fits (World English Bible); where it helps, quote one exactly, with its reference:',
    versesForPrompt(verses),
  ];
}

/** The system message: the voice, and the language to answer in (the person's). */
function voiceIn(language: Language): string {
  return language === 'es'
    ? `${VOICE} Answer in Spanish (natural, warm Latin American Spanish, "tú"), whatever language the input is in.`
    : VOICE;
}

export function actionStepsPrompt(
  priority: string,
  verses: readonly Passage[] = [],
  language: Language = 'en',
): ChatMessage[] {
  return [
    { role: 'system', content: voiceIn(language) },
    {
      role: 'user',
      content: [
        `Today's priority: "${priority}".`,
        'Suggest 3 specific, doable action steps for today (each under 20 words, starting with a verb).',
        'Where it fits naturally, let one step include prayer or Scripture.',
        ...scriptureContext(verses),
        'Answer only with JSON: {"actionSteps": ["...", "...", "..."]}',
      ].join('\n'),
    },
  ];
}

export function encouragementPrompt(
  input: {
    priorities: string[];
    actionSteps: Array<{ priority: string; actions: string[] }>;
    challenges: string;
    prayerRequests?: string[] | undefined;
  },
  verses: readonly Passage[] = [],
  language: Language = 'en',
): ChatMessage[] {
  const requests = (input.prayerRequests ?? []).filter(Boolean);
  const priorities = input.priorities.filter(Boolean);
  const actions = input.actionSteps.flatMap((g) => g.actions).filter(Boolean);
  return [
    { role: 'system', content: voiceIn(language) },
    {
      role: 'user',
      content: [
        'Write a short personal morning prayer (90 to 140 words) addressed to God, in the first person ("I"),',
        'that names each of these priorities, asks for help with the planned actions, and brings the anticipated challenges to God.',
        `Priorities: ${priorities.length ? priorities.join('; ') : '(none given)'}`,
        `Planned actions: ${actions.length ? actions.join('; ') : '(none given)'}`,
        `Anticipated challenges: ${input.challenges || '(none given)'}`,
        ...(requests.length
          ? [
              `Also pray for each of these prayer requests, naming each by its exact title: ${requests.join('; ')}`,
            ]
          : []),
        ...scriptureContext(verses),
        'End with "In Jesus\' name, Amen."',
      ].join('\n'),
    },
  ];
}

export function goalTasksPrompt(
  goal: {
    title: string;
    description: string;
    category: string;
    targetDate: string;
  },
  language: Language = 'en',
): ChatMessage[] {
  return [
    { role: 'system', content: voiceIn(language) },
    {
      role: 'user',
      content: [
        `A ${goal.category} goal to reach by ${goal.targetDate}: "${goal.title}".`,
        goal.description ? `What it means to the person: "${goal.description}".` : '',
        'Suggest 3 to 5 concrete tasks, in the order to do them, that would move this goal forward.',
        'Each task: a title under 10 words starting with a verb, a one-sentence description, estimated minutes (5 to 180),',
        'a priority from 1 (low) to 5 (critical), and a one-sentence reasoning.',
        'Answer only with JSON: {"tasks": [{"title": "", "description": "", "estimatedMinutes": 30, "priority": 3, "reasoning": ""}]}',
      ]
        .filter(Boolean)
        .join('\n'),
    },
  ];
}
