import { routes, type SendfoxExportFilter, sendfoxMessages } from '@reign/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Sql } from '../../db/connect';
import { defineRoute } from '../../lib/define-route';
import { HttpError } from '../../lib/http-error';
import type { SendfoxClient } from '../../plugins/sendfox';

/** After this many failures in a row the export stops: SendFox is down, not one address bad. */
const STOP_AFTER_FAILURES = 3;

function needConnection(sendfox: SendfoxClient) {
  if (!sendfox.connected) throw new HttpError(503, sendfoxMessages.notConnected);
}

async function usersToExport(sql: Sql, f: Partial<SendfoxExportFilter>) {
  const start =
    f.dateRange?.start && !Number.isNaN(Date.parse(f.dateRange.start)) ? new Date(f.dateRange.start) : null;
  const end =
    f.dateRange?.end && !Number.isNaN(Date.parse(f.dateRange.end)) ? new Date(f.dateRange.end) : null;
  return sql<{ id: number; email: string | null; username: string; displayName: string | null }[]>`
    select u.id, u.email, u.username, u.display_name from users u
    where true
      ${f.hasEntries ? sql`and exists (select 1 from entries e where e.user_id = u.id and e.deleted_at is null)` : sql``}
      ${f.hasShares ? sql`and exists (select 1 from scripture_shares s where s.user_id = u.id)` : sql``}
      ${f.minSharingPoints !== undefined ? sql`and u.sharing_points >= ${f.minSharingPoints}` : sql``}
      ${start ? sql`and u.created_at >= ${start}` : sql``}
      ${end ? sql`and u.created_at <= ${end}` : sql``}
    order by u.id`;
}

/**
 * Sends the chosen users to a SendFox list (made first when a new name is given). Users without an
 * e-mail are skipped; a failing address is counted and the export goes on, unless SendFox fails
 * several times in a row, when it stops and says so.
 */
async function exportUsers(
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
    throw new HttpError(502, sendfoxMessages.failed);
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

export default async function sendfoxAdminRoutes(app: FastifyInstance) {
  const { sql } = app.db;

  defineRoute(app, routes.sendfoxLists, async (_i, request) => {
    if (!app.sendfox.connected) return { connected: false, lists: [] };
    try {
      return { connected: true, lists: await app.sendfox.lists() };
    } catch (err) {
      request.log.error({ err }, 'SendFox lists failed');
      throw new HttpError(502, sendfoxMessages.failed);
    }
  });

  defineRoute(app, routes.sendfoxCreateList, async ({ body }, request) => {
    needConnection(app.sendfox);
    try {
      return await app.sendfox.createList(body.name);
    } catch (err) {
      request.log.error({ err }, 'SendFox list creation failed');
      throw new HttpError(502, sendfoxMessages.failed);
    }
  });

  defineRoute(app, routes.sendfoxExport, async ({ body }, request) =>
    exportUsers(sql, app.sendfox, request.log, { listId: body.listId, listName: body.listName }),
  );
  defineRoute(app, routes.sendfoxExportFiltered, async ({ body }, request) =>
    exportUsers(sql, app.sendfox, request.log, body),
  );
}
