import { uuidv7 } from '@reign/domain';
import type { ReignDb } from './database';
import type { MetaKey } from './types';

export async function getMeta<T>(db: ReignDb, key: MetaKey, fallback: T): Promise<T> {
  const row = await db.meta.get(key);
  return row === undefined ? fallback : (row.value as T);
}

export async function setMeta(db: ReignDb, key: MetaKey, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

/** This database's id towards the server, made once. A new database (or a new device) is a new client. */
export async function ensureClientId(db: ReignDb): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const existing = await db.meta.get('clientId');
    if (existing && typeof existing.value === 'string') return existing.value;
    const id = uuidv7();
    await db.meta.put({ key: 'clientId', value: id });
    return id;
  });
}
