import { DAILY_VERSES, dailyVerseFor, dailyVerseIndex } from '@reign/bible/daily-verses';
import type { TodayScripture } from '@reign/contract';
import { centralDate, cleanReflection, isUsableReflection } from '@reign/domain';
import { type AiDeps, reflectionFor } from '../ai/ai-service';
import { activeScheduledFor, usedVerseFor } from './scripture-repository';

/**
 * Today's scripture for the America/Chicago date of `now`: the admin's active scheduled scripture
 * for that date, else the built-in verse of the day. The reflection is the scheduled one when it is
 * longer than 20 characters, else a generated one (kept per verse), else the built-in one.
 */
export async function todayScripture(deps: AiDeps, now: Date): Promise<TodayScripture> {
  const date = centralDate(now);
  const scheduled = await activeScheduledFor(deps.db, date);
  if (scheduled) {
    const own = scheduled.reflection ? cleanReflection(scheduled.reflection) : null;
    const reflection = isUsableReflection(own)
      ? own
      : (await reflectionFor(deps, scheduled.verse, scheduled.reference)).reflection;
    return {
      date,
      text: scheduled.verse,
      verse: scheduled.verse,
      reference: scheduled.reference,
      reflection,
      audioUrl: scheduled.audioUrl,
      source: 'scheduled',
    };
  }
  const used = await usedVerseFor(deps.db, date, () => ({
    reference: dailyVerseFor(date).reference,
    verseIndex: dailyVerseIndex(date),
  }));
  const daily = DAILY_VERSES[used.verseIndex] ?? dailyVerseFor(date);
  const { reflection } = await reflectionFor(deps, daily.text, daily.reference);
  return {
    date,
    text: daily.text,
    verse: daily.text,
    reference: daily.reference,
    reflection,
    audioUrl: null,
    source: 'daily',
  };
}
