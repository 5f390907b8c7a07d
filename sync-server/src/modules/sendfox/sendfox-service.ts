import type { SendfoxExportFilter } from '@reign/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Sql } from '../../db/connect';
import { HttpError } from '../../lib/http-error';
import type { SendfoxClient } from '../../plugins/sendfox';
import { usersToExport } from './sendfox-repository';

/** After this many failures in a row the export stops: SendFox is down, not one address bad. */
const STOP_AFTER_FAILURES = 3;

export function needConnection(sendfox: SendfoxClient) {
  if (!sendfox.connected) throw new HttpError(503, { code: 'sendfox.notConnected' });
}

/**
 * Sends the chosen users to a SendFox list (made first when a new name is given). Users without an
 * e-mail are skipped; a failing address is counted and the export goes on, unless SendFox fails
 * several times in a row, when it stops and says so.
 */
export async function exportUsers(
  sql: Sql,
  sendfox: SendfoxClient,
  log: FastifyBaseLogger,
  f: Partial<SendfoxExportFilter>,
) {
  needConnection(sendfox);
  let listId = f.listId;
  try {
    if (listId === undefined) listId = (await sendfox.createList(f.listName ?? 'Reign')).id;
  } catch (err) {
    log.error({ err }, 'SendFox list creation failed');
    throw new HttpError(502, { code: 'sendfox.failed' });
  }
  const users = await usersToExport(sql, f);
  let exported = 0;
  let skipped = 0;
  let failed = 0;
  let inARow = 0;
  let stopped = false;
  for (const [index, user] of users.entries()) {
    if (!user.email) {
      skipped += 1;
      continue;
    }
    try {
      await sendfox.addContact({ email: user.email, firstName: user.displayName ?? user.username, listId });
      exported += 1;
      inARow = 0;
    } catch (err) {
      failed += 1;
      inARow += 1;
      log.warn({ err: (err as Error).message, userId: user.id }, 'SendFox contact failed');
      if (inARow >= STOP_AFTER_FAILURES) {
        stopped = true;
        skipped += users.slice(index + 1).length;
        break;
      }
    }
  }
  const success = failed === 0;
  const message = stopped
    ? `SendFox stopped answering: ${exported} exported before it did; run the export again to send the rest.`
    : success
      ? `${exported} users exported, ${skipped} skipped (no e-mail or not matching).`
      : `${exported} users exported, ${failed} failed, ${skipped} skipped.`;
  return { success, listId, exportedUsers: exported, skippedUsers: skipped, failedUsers: failed, message };
}

/** SendFox's lists; 'not connected' is an answer, not an error. */
export async function sendfoxLists(sendfox: SendfoxClient, log: FastifyBaseLogger) {
  if (!sendfox.connected) return { connected: false, lists: [] };
  try {
    return { connected: true, lists: await sendfox.lists() };
  } catch (err) {
    log.error({ err }, 'SendFox lists failed');
    throw new HttpError(502, { code: 'sendfox.failed' });
  }
}

export async function createSendfoxList(sendfox: SendfoxClient, log: FastifyBaseLogger, name: string) {
  needConnection(sendfox);
  try {
    return await sendfox.createList(name);
  } catch (err) {
    log.error({ err }, 'SendFox list creation failed');
    throw new HttpError(502, { code: 'sendfox.failed' });
  }
}
