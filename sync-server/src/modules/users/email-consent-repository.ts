import type { Queryable } from '../../db/connect';

/**
 * The users table's e-mail consent columns (email_consent, email_consent_at), kept apart from
 * user-repository.ts only for the file's size: the same table, one concept.
 */

export async function emailConsentOf(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db<{ emailConsent: boolean }[]>`select email_consent from users where id = ${userId}`;
  return row?.emailConsent ?? false;
}

export async function setEmailConsent(db: Queryable, userId: number, consent: boolean): Promise<boolean> {
  const [row] = await db<{ emailConsent: boolean }[]>`
    update users set email_consent = ${consent}, email_consent_at = now()
    where id = ${userId} returning email_consent`;
  return row?.emailConsent ?? false;
}
