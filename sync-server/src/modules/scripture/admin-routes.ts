import { readBible } from '@reign/bible/node';
import { routes, spoken } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { notFound } from '../../lib/http-error';
import { KEY_PART, readCursor, sendRows } from '../../lib/paging';
import { generateForAdmin } from '../ai';
import { isUploadUsed } from '../uploads';
import { currentUser } from '../users';
import {
  deleteScheduled,
  insertScheduled,
  listScheduled,
  updateScheduled,
} from './scheduled-scripture-repository';
import { forgetTodayScripture } from './scripture-service';

/** The admin's scheduled scriptures (access 'admin') and the Bible lookup its form uses. */
export default async function scriptureAdminRoutes(app: FastifyInstance) {
  const { sql } = app.db;

  // latest date first, paged by [date, id]
  defineRoute(app, routes.adminScriptures, async ({ query }, request, reply) => {
    const after = readCursor(query.cursor, [KEY_PART.date, KEY_PART.integer]);
    const rows = await listScheduled(sql, query.limit, after);
    return sendRows(request, reply, rows, query.limit, (r) => [r.scheduleDate, String(r.id)]);
  });
  defineRoute(app, routes.adminGenerateReflection, async ({ body }, request) =>
    generateForAdmin({ ai: app.ai, log: request.log }, body),
  );

  // today's scripture is cached briefly (scripture-service); a change here shows at once
  defineRoute(app, routes.adminCreateScripture, async ({ body }, request) => {
    const created = await insertScheduled(
      sql,
      { ...body, audioUrl: body.audioUrl ?? null },
      currentUser(request).id,
    );
    forgetTodayScripture(sql);
    return created;
  });

  defineRoute(app, routes.adminUpdateScripture, async ({ params, body }) => {
    const fields =
      'verse' in body ? { ...body, audioUrl: body.audioUrl ?? null } : { isActive: body.isActive };
    const updated = await updateScheduled(sql, params.id, fields);
    forgetTodayScripture(sql);
    if (!updated) throw notFound();
    return updated;
  });

  defineRoute(app, routes.adminDeleteScripture, async ({ params }) => {
    const gone = await deleteScheduled(sql, params.id);
    forgetTodayScripture(sql);
    if (!gone) throw notFound();
    // the audio file goes too unless something else still uses it
    if (gone.audioUrl && !(await isUploadUsed(sql, gone.audioUrl))) await app.storage.remove(gone.audioUrl);
    return spoken({ code: 'admin.scriptureDeleted' });
  });

  defineRoute(app, routes.bibleLookup, async ({ query }) => {
    const bible = await readBible();
    const passage = bible.lookup(query.reference);
    if (!passage) throw notFound({ code: 'admin.referenceUnknown' });
    return { reference: passage.reference, text: passage.text, translation: bible.translation };
  });
}
