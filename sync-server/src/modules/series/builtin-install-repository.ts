import type { Language } from '@reign/contract/language-list';
import type { Queryable } from '../../db/connect';

/** The built-in series installs' home: series_builtin_installs (one row per key and language). */

/**
 * Records that the built-in series `key` in `language` is installed; false when it already was (by
 * an earlier start, or by a server starting at the same time: the primary key decides).
 */
export async function recordBuiltinInstall(db: Queryable, key: string, language: Language): Promise<boolean> {
  const rows = await db`
    insert into series_builtin_installs (key, language) values (${key}, ${language})
    on conflict do nothing returning key`;
  return rows.length > 0;
}
