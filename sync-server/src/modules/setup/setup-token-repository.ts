import type { Queryable } from '../../db/connect';

/** The home of admin_setup_tokens: keyed hashes of the setup links' tokens, each with its expiry. */

export async function insertSetupToken(db: Queryable, tokenHash: string, expiresAt: Date): Promise<void> {
  await db`
    insert into admin_setup_tokens (token_hash, expires_at) values (${tokenHash}, ${expiresAt})
    on conflict do nothing`;
}

/** Whether the token was made and has not expired by `now`. */
export async function setupTokenExists(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const rows =
    await db`select 1 from admin_setup_tokens where token_hash = ${tokenHash} and expires_at > ${now}`;
  return rows.length > 0;
}

/** Drops the tokens that expired by `now`. */
export async function removeExpiredSetupTokens(db: Queryable, now: Date): Promise<void> {
  await db`delete from admin_setup_tokens where expires_at <= ${now}`;
}

/** The link's token is used: every token goes (an administrator exists). */
export async function removeSetupTokens(db: Queryable): Promise<void> {
  await db`delete from admin_setup_tokens`;
}
