import type { I18n } from '@lingui/core';
import { PRINCIPLES, type Principle } from '@reign/domain';

/**
 * A principle's title and summary in the language of `i18n`: @reign/domain's English, looked up
 * in the catalogue by that English (the entries: principle-messages.ts), so the words are in the
 * code once.
 */
export function principleText(key: Principle['key'], i18n: I18n): { title: string; summary: string } {
  const principle = PRINCIPLES.find((p) => p.key === key) ?? PRINCIPLES[0];
  if (!principle) return { title: '', summary: '' };
  // English is the source and has no catalogue: asked for, the runtime would warn that the text is
  // not compiled (in production too, in the console of every page that lists the principles)
  const say = (english: string) => (i18n.locale === 'en' ? english : i18n._(english));
  return { title: say(principle.title), summary: say(principle.summary) };
}
