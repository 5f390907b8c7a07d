import { DAILY_VERSES, dailyVerseFor } from '@reign/bible/daily-verses';
import { readBible } from '@reign/bible/node';
import type { ReflectionItem } from '@reign/contract';
import type { Language } from '@reign/contract/language-list';
import { addDays, cleanReflection, isUsableReflection } from '@reign/domain';
import type { Queryable } from '../../db/connect';
import {
  builtInReflection,
  commentaryCredit,
  findGeneratedReflection,
  findGeneratedReflections,
  referenceKey,
} from '../ai';
import { scheduledReflections, usedVersesBetween } from '../scripture';
import { installationFirstDay } from './reflection-repository';

/** The archive reaches back at most this many days (a little over a year of daily cards). */
export const DAILY_ARCHIVE_DAYS = 400;

/**
 * The Daily archive: every day from the installation's first day to today (Central), newest first,
 * never a future day. A day shows its active scheduled scripture, else the built-in verse it had
 * (the recorded used_verses row, or the built-in list's verse for the date). The reflection is the
 * scheduled one when usable, else the one kept for the verse, else Matthew Henry's comment on it (builtInReflection): no AI call.
 * Paged: at most `limit + 1` days (the extra one says there is more), before the date `before` when given.
 * In Spanish (issue 51), each day as the Spanish first screen showed it (inSpanish).
 */
export async function dailyArchive(
  db: Queryable,
  today: string,
  page: { limit: number; before?: string | undefined },
  language: Language = 'en',
): Promise<ReflectionItem[]> {
  const first = await installationFirstDay(db);
  const earliest = addDays(today, -(DAILY_ARCHIVE_DAYS - 1));
  const oldest = first && first > earliest ? first : earliest;
  const newest = page.before !== undefined && page.before <= today ? addDays(page.before, -1) : today;
  const pageOldest = addDays(newest, -page.limit);
  const from = pageOldest > oldest ? pageOldest : oldest;
  if (!first || from > newest) return [];

  const scheduled = new Map<string, ReflectionItem>();
  // newest created first per date: the first seen wins, as today's scripture chooses
  for (const item of await scheduledReflections(db, newest)) {
    if (item.date >= from && !scheduled.has(item.date)) scheduled.set(item.date, item);
  }
  const used = await usedVersesBetween(db, from, newest);

  const days: ReflectionItem[] = [];
  for (let date = newest; date >= from; date = addDays(date, -1)) {
    const own = scheduled.get(date);
    if (own) {
      days.push(own);
      continue;
    }
    const index = used.get(date);
    const verse = (index === undefined ? undefined : DAILY_VERSES[index]) ?? dailyVerseFor(date);
    days.push({
      id: `daily:${date}`,
      date,
      verse: verse.text,
      verseReference: verse.reference,
      reflection: null,
      audioUrl: null,
      type: 'scheduled',
    });
  }
  if (language === 'es') return Promise.all(days.map((d) => inSpanish(db, d)));
  const kept = await findGeneratedReflections(
    db,
    days.filter((d) => !isUsableReflection(d.reflection)).map((d) => d.verseReference),
  );
  return Promise.all(
    days.map(async (d) => {
      if (isUsableReflection(d.reflection)) return d;
      const stored = kept.get(referenceKey(d.verseReference));
      const reflection = stored ? cleanReflection(stored) : await builtInReflection(d.verseReference);
      return { ...d, reflection, ...(await commentaryCredit(d.verseReference, reflection)) };
    }),
  );
}

/**
 * A Daily card in Spanish: the verse in the RV1909 where the reference reads in it, and the
 * reflection kept for the verse in Spanish, else the built-in Spanish one (no AI call), marked so.
 */
async function inSpanish(db: Queryable, day: ReflectionItem): Promise<ReflectionItem> {
  const rv1909 = (await readBible('rv1909')).lookup(day.verseReference)?.text;
  const kept = await findGeneratedReflection(db, day.verseReference, 'es');
  const reflection = kept ? cleanReflection(kept) : await builtInReflection(day.verseReference, 'es');
  return {
    ...day,
    ...(rv1909 ? { verse: rv1909, verseTranslation: 'rv1909' as const } : {}),
    reflection,
    reflectionLanguage: 'es',
  };
}
