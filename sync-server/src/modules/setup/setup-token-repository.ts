import type { Queryable } from '../../db/connect';

/** The home of admin_setup_tokens: keyed hashes of the setup links' tokens. */

export async function insertSetupToken(db: Queryable, tokenHash: string): Promise<void> {
  await db`insert into admin_setup_tokens (token_hash) values (${tokenHash}) on conflict do nothing`;
}

export async function setupTokenExists(db: Queryable, tokenHash: string): Promise<boolean> {
  return (await db`select 1 from admin_setup_tokens where token_hash = ${tokenHash}`).length > 0;
}

/** The link's token is used: every token goes (an administrator exists). */
export async function removeSetupTokens(db: Queryable): Promise<void> {
  await db`delete from admin_setup_tokens`;
}
