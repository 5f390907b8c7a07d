import { join } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

// The Spanish catalogue is complete: every message the source uses (what `lingui extract` finds)
// has a Spanish translation, the catalogue keeps no message the source no longer uses, and each
// translation names the same placeholders as its English. `pnpm run i18n:extract` updates it.

const config = getConfig({ configPath: join(import.meta.dirname, '../../lingui.config.ts') });

/** Every area's catalogue (lingui.config.ts): the messages its source uses and its Spanish. */
async function messages() {
  const catalogs = await getCatalogs(config);
  if (catalogs.length === 0) throw new Error('lingui.config.ts names no catalogue');
  const used: Record<string, { message?: string }> = {};
  const spanish: Record<string, { translation?: string }> = {};
  for (const catalog of catalogs) {
    const collected = await catalog.collect();
    if (!collected) throw new Error(`the messages of ${catalog.path} could not be extracted`);
    const read = (await catalog.read('es')) ?? {};
    for (const [id, m] of Object.entries(collected)) used[`${catalog.path}|${id}`] = m;
    for (const [id, m] of Object.entries(read)) spanish[`${catalog.path}|${id}`] = m;
  }
  return { used, spanish };
}

/** The names of a message's placeholders ({name}, {count, plural, ...}), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // a compiled message is a list of parts: text, or a placeholder [name, type?, options?] whose
  // options (plural forms) are lists of parts again
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part) || typeof part[0] !== 'string') continue;
      names.add(part[0]);
      const options = part[2];
      if (options && typeof options === 'object') Object.values(options).forEach(walk);
    }
  };
  const compiled = compileMessage(message);
  walk(typeof compiled === 'string' ? [compiled] : compiled);
  return [...names].sort();
}

describe('the Spanish catalogue', () => {
  it('translates every message the source uses, and keeps none it does not', async () => {
    const { used, spanish } = await messages();
    const untranslated = Object.entries(used)
      .filter(([id]) => !spanish[id]?.translation)
      .map(([id, m]) => `${id}: ${m.message}`);
    expect(
      untranslated,
      'run `pnpm run i18n:extract` and translate these in src/locales/es/<area>.po',
    ).toEqual([]);
    const unused = Object.keys(spanish).filter((id) => !(id in used));
    expect(unused, 'run `pnpm run i18n:extract` (it drops them)').toEqual([]);
  }, 120_000);

  it('names the same placeholders as the English', async () => {
    const { used, spanish } = await messages();
    const mismatched = Object.entries(used).flatMap(([id, m]) => {
      const es = spanish[id]?.translation;
      if (!es || !m.message) return [];
      return placeholders(es).join() === placeholders(m.message).join() ? [] : [`${m.message} -> ${es}`];
    });
    expect(mismatched).toEqual([]);
  }, 120_000);

  it('gives one English (in one context) one Spanish in every area', async () => {
    // the app looks a message up by its English (message-key.ts): two areas that translate the same
    // English differently would have one of them win unseen; a second meaning takes a context
    const catalogs = await getCatalogs(config);
    const spanishOf = new Map<string, Set<string>>();
    for (const catalog of catalogs) {
      for (const m of Object.values((await catalog.read('es')) ?? {})) {
        if (!m.message || !m.translation) continue;
        const key = `${m.context ?? ''}|${m.message}`;
        spanishOf.set(key, (spanishOf.get(key) ?? new Set()).add(m.translation));
      }
    }
    const differing = [...spanishOf]
      .filter(([, spanish]) => spanish.size > 1)
      .map(([key, s]) => `${key}: ${[...s].join(' / ')}`);
    expect(differing).toEqual([]);
  }, 120_000);
});
