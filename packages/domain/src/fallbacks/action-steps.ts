import { everydayThemesOf } from '@reign/bible';
import { GENERIC_STEPS_ES, THIS_PRIORITY_ES } from './action-steps-es';
import { EVERYDAY_STEPS } from './everyday-steps';
import { EVERYDAY_STEPS_ES } from './everyday-steps-es';
import type { TextLanguage } from './text-language';

/**
 * The built-in action steps for a priority (spec part 1 section 8), in `language`: those of the
 * first theme of everyday life its words name, in either language (issue 51), else two steps that
 * name the priority itself.
 */
export function fallbackActionSteps(priority: string, language: TextLanguage = 'en'): string[] {
  const p = priority.trim();
  const steps = language === 'es' ? EVERYDAY_STEPS_ES : EVERYDAY_STEPS;
  const [theme] = everydayThemesOf(p);
  if (theme) return [...steps[theme.id]];
  if (language === 'es') return GENERIC_STEPS_ES(p || THIS_PRIORITY_ES);
  const name = p || 'this priority';
  return [
    `Break "${name}" into smaller steps and finish the first one today.`,
    `Schedule a few minutes to pray about "${name}", asking God for wisdom and strength.`,
  ];
}
