import { GENERIC_STEPS_ES, STEP_SETS_ES, THIS_PRIORITY_ES } from './action-steps-es';
import type { TextLanguage } from './text-language';

/** Two action steps for a priority, chosen by a keyword in it (spec part 1 section 8). */
const STEP_SETS: Array<{ keywords: RegExp; steps: [string, string] }> = [
  {
    keywords: /\b(work|job|career|office|project|business|meeting|boss|team)/i,
    steps: [
      'Block out one focused hour for your most important work task, and begin it with a short prayer for diligence and clarity.',
      'Look for one way to serve a colleague today: offer help, encouragement or a sincere word of thanks.',
    ],
  },
  {
    keywords:
      /\b(family|kids|children|child|son|daughter|spouse|wife|husband|marriage|parent|mom|dad|home life)/i,
    steps: [
      'Set aside unhurried time to be fully present with your family today: phone away, heart open.',
      'Speak a specific word of blessing or appreciation to each person in your family.',
    ],
  },
  {
    keywords: /\b(health|exercise|fitness|workout|sleep|diet|eat|weight|run|walk|body|rest)/i,
    steps: [
      'Care for your body as a gift from God: take a 20-minute walk, drink water through the day and rest when you need to.',
      'Plan one nourishing meal, and pause to give thanks before you eat it.',
    ],
  },
  {
    keywords: /\b(spiritual|pray|prayer|bible|scripture|faith|church|god|jesus|worship|devotion)/i,
    steps: [
      'Spend 15 quiet minutes in Scripture and write down one truth to carry through the day.',
      'Pause at midday for a short prayer, bringing this priority back before God.',
    ],
  },
  {
    keywords: /\b(financ|money|budget|debt|saving|save|spend|giving|tithe|income|bills?)/i,
    steps: [
      "Review this week's spending and name one area where you can steward money more wisely.",
      'Thank God for His provision, and set aside something to give generously: money, time or practical help.',
    ],
  },
];

/**
 * The built-in action steps for a priority, in `language`: Spanish ones are chosen by a Spanish or
 * an English keyword (a Spanish speaker may write either), in the same order of kinds.
 */
export function fallbackActionSteps(priority: string, language: TextLanguage = 'en'): string[] {
  const p = priority.trim();
  if (language === 'es') {
    const kind = STEP_SETS_ES.findIndex((s, i) => s.keywords.test(p) || STEP_SETS[i]?.keywords.test(p));
    const set = STEP_SETS_ES[kind];
    return set ? [...set.steps] : GENERIC_STEPS_ES(p || THIS_PRIORITY_ES);
  }
  const set = STEP_SETS.find((s) => s.keywords.test(p));
  if (set) return [...set.steps];
  const name = p || 'this priority';
  return [
    `Break "${name}" into smaller steps and finish the first one today.`,
    `Schedule a few minutes to pray about "${name}", asking God for wisdom and strength.`,
  ];
}
