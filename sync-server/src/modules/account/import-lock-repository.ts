import type { Queryable } from '../../db/connect';

/** The home of account_imports: which users have an import running (one each at a time). */

/**
 * Takes the user's import slot; answers false while another import of theirs holds it (a slot
 * older than `staleMinutes` belonged to a process that died and is taken over).
 */
export async function claimImportSlot(
  db: Queryable,
  userId: number,
  token: string,
  staleMinutes: number,
): Promise<boolean> {
  const rows = await db`
    insert into account_imports (user_id, token) values (${userId}, ${token})
    on conflict (user_id) do update set token = excluded.token, started_at = now()
      where account_imports.started_at < now() - make_interval(mins => ${staleMinutes})
    returning user_id`;
  return rows.length > 0;
}

export async function releaseImportSlot(db: Queryable, userId: number, token: string): Promise<void> {
  await db`delete from account_imports where user_id = ${userId} and token = ${token}`;
}
