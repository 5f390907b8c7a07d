import type { Language } from '@reign/contract/language-list';
import type { Queryable } from '../../db/connect';

/** 'Psalm 23:1' and 'psalm  23:1' are one verse. */
export function referenceKey(reference: string): string {
  return reference.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** A verse's kept reflection in a language (English unless asked). */
export async function findGeneratedReflection(
  db: Queryable,
  reference: string,
  language: Language = 'en',
): Promise<string | undefined> {
  const [row] = await db<{ reflection: string }[]>`
    select reflection from generated_reflections
    where reference_key = ${referenceKey(reference)} and language = ${language}`;
  return row?.reflection;
}

/** The kept reflections of several verses in a language, by referenceKey (the archive's). */
export async function findGeneratedReflections(
  db: Queryable,
  references: string[],
  language: Language = 'en',
): Promise<Map<string, string>> {
  const keys = [...new Set(references.map(referenceKey))];
  if (keys.length === 0) return new Map();
  const rows = await db<{ referenceKey: string; reflection: string }[]>`
    select reference_key, reflection from generated_reflections
    where reference_key = any(${keys}) and language = ${language}`;
  return new Map(rows.map((r) => [r.referenceKey, r.reflection]));
}

export async function storeGeneratedReflection(
  db: Queryable,
  reference: string,
  reflection: string,
  language: Language = 'en',
): Promise<void> {
  await db`
    insert into generated_reflections (reference_key, reference, reflection, language)
    values (${referenceKey(reference)}, ${reference.trim()}, ${reflection}, ${language})
    on conflict (reference_key, language) do nothing`;
}
