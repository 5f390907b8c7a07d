import type { Sql } from '../db/connect';
import { insertDay, insertTopic, recordBuiltinInstall } from '../modules/series';
import { BUILTIN_SERIES, type BuiltinSeries } from './builtin-series/builtin-series';

/**
 * Installs the built-in series (./builtin-series) this server never installed, at every start;
 * answers how many it added. Each is recorded by key and language when it is added, so a series the
 * admin edited or deleted is never put back or overwritten. One transaction under an advisory lock
 * (and the record's primary key): servers starting together install each series once.
 */
export async function installBuiltinSeries(sql: Sql, series: readonly BuiltinSeries[] = BUILTIN_SERIES) {
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(727466003)`;
    const keys = [...new Set(series.map((one) => one.key))];
    let added = 0;
    for (const one of series) {
      if (!(await recordBuiltinInstall(tx, one.key, one.language))) continue;
      const topicId = await insertTopic(tx, {
        title: one.title,
        description: one.description,
        imageUrl: null,
        // the plan's order, the same in each language
        orderIndex: keys.indexOf(one.key),
        isActive: true,
        language: one.language,
      });
      for (const day of one.days) {
        await insertDay(tx, topicId, { ...day, audioUrl: null, isActive: true });
      }
      added += 1;
    }
    return added;
  }) as Promise<number>;
}
