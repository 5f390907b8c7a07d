import type { ReflectionItem } from '@reign/contract';
import { cleanReflection } from '@reign/domain';
import type { Queryable } from '../../db/connect';

/** The user's saved plans as archive cards (newest first). */
export async function personalReflections(db: Queryable, userId: number): Promise<ReflectionItem[]> {
  const rows = await db<
    { id: string; date: string; verse: string; verseReference: string; verseReflection: string | null }[]
  >`
    select id, date::text as date, verse, verse_reference, verse_reflection from entries
    where user_id = ${userId} and deleted_at is null order by date desc, created_at desc`;
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    verse: r.verse,
    verseReference: r.verseReference,
    reflection: r.verseReflection,
    audioUrl: null,
    type: 'personal',
  }));
}

/** Active scheduled scriptures up to `today` (future days stay hidden), newest first. */
export async function scheduledReflections(db: Queryable, today: string): Promise<ReflectionItem[]> {
  const rows = await db<
    {
      id: number;
      date: string;
      verse: string;
      reference: string;
      reflection: string | null;
      audioUrl: string | null;
    }[]
  >`
    select id, schedule_date::text as date, verse, reference, reflection, audio_url from scheduled_scriptures
    where is_active and schedule_date <= ${today} order by schedule_date desc, created_at desc`;
  return rows.map((r) => ({
    id: String(r.id),
    date: r.date,
    verse: r.verse,
    verseReference: r.reference,
    reflection: r.reflection ? cleanReflection(r.reflection) : null,
    audioUrl: r.audioUrl,
    type: 'scheduled',
  }));
}
