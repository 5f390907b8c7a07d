import { DAILY_VERSES, dailyVerseFor } from '@reign/bible/daily-verses';
import { readBible } from '@reign/bible/node';
import type { ReflectionItem } from '@reign/contract';
import type { Language } from '@reign/contract/language-list';
import { addDays, cleanReflection, isUsableReflection } from '@reign/domain';
import type { Queryable } from '../../db/connect';
import { builtInReflection, commentaryCredit, findGeneratedReflections, referenceKey } from '../ai';
import { type ScheduledDay, scheduledDays, usedVersesBetween } from '../scripture';
import { installationFirstDay } from './reflection-repository';

/** The archive reaches back at most this many days (a little over a year of daily cards). */
export const DAILY_ARCHIVE_DAYS = 400;

/** A day of the archive before its reflection is chosen: the admin's own, in either language. */
type ArchiveDay = Omit<ReflectionItem, 'reflection'> & { own: string | null; ownEs: string | null };

/**
 * The Daily archive: every day from the installation's first day to today (the person's), newest
 * first, never a future day. A day shows its active scheduled scripture, else the built-in verse
 * it had (the recorded used_verses row, or the built-in list's verse for the date). The reflection
 * is the admin's in the reader's language when usable, else the one kept for the verse in that
 * language, else the built-in one (Henry's or Spurgeon's comment; in Spanish, the verse's own
 * reflection from the RV1909): no AI call. A Spanish reader gets the verse in the RV1909 (issue 51).
 * Paged: at most `limit + 1` days (the extra one says there is more), before the date `before` when given.
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

  const scheduled = new Map<string, ScheduledDay>();
  // newest created first per date: the first seen wins, as today's scripture chooses
  for (const day of await scheduledDays(db, newest)) {
    if (day.date >= from && !scheduled.has(day.date)) scheduled.set(day.date, day);
  }
  const used = await usedVersesBetween(db, from, newest);

  const days: ArchiveDay[] = [];
  for (let date = newest; date >= from; date = addDays(date, -1)) {
    const own = scheduled.get(date);
    const index = used.get(date);
    const builtIn = (index === undefined ? undefined : DAILY_VERSES[index]) ?? dailyVerseFor(date);
    days.push({
      id: own ? String(own.id) : `daily:${date}`,
      date,
      verse: own ? own.verse : builtIn.text,
      verseReference: own ? own.reference : builtIn.reference,
      own: own?.reflection ?? null,
      ownEs: own?.reflectionEs ?? null,
      audioUrl: own?.audioUrl ?? null,
      type: 'scheduled',
    });
  }
  return language === 'es' ? inSpanish(db, days) : inEnglish(db, days);
}

const usable = (text: string | null) => {
  const clean = text ? cleanReflection(text) : null;
  return isUsableReflection(clean) ? clean : null;
};

async function inEnglish(db: Queryable, days: ArchiveDay[]): Promise<ReflectionItem[]> {
  const kept = await findGeneratedReflections(
    db,
    days.filter((d) => !usable(d.own)).map((d) => d.verseReference),
  );
  return Promise.all(
    days.map(async ({ own, ownEs: _, ...d }) => {
      const written = usable(own);
      if (written) return { ...d, reflection: written };
      const stored = kept.get(referenceKey(d.verseReference));
      const reflection = stored ? cleanReflection(stored) : await builtInReflection(d.verseReference);
      return { ...d, reflection, ...(await commentaryCredit(d.verseReference, reflection)) };
    }),
  );
}

/** The days for a Spanish reader: the RV1909's verse where it reads the reference, a Spanish reflection. */
async function inSpanish(db: Queryable, days: ArchiveDay[]): Promise<ReflectionItem[]> {
  const rv1909 = await readBible('rv1909');
  const kept = await findGeneratedReflections(
    db,
    days.filter((d) => !usable(d.ownEs)).map((d) => d.verseReference),
    'es',
  );
  return Promise.all(
    days.map(async ({ own: _, ownEs, ...d }) => {
      const text = rv1909.lookup(d.verseReference)?.text;
      const verse = text ? { verse: text, verseTranslation: 'rv1909' as const } : {};
      const stored = kept.get(referenceKey(d.verseReference));
      const reflection =
        usable(ownEs) ?? (stored ? cleanReflection(stored) : await builtInReflection(d.verseReference, 'es'));
      return { ...d, ...verse, reflection, reflectionLanguage: 'es' as const };
    }),
  );
}
