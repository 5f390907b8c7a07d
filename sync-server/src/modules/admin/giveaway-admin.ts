import { randomInt } from 'node:crypto';
import { type AdminGiveaway, adminMessages, giveawayMessages, routes } from '@reign/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/connect';
import { defineRoute } from '../../lib/define-route';
import { badRequest, notFound } from '../../lib/http-error';
import { isoRequired } from '../user-data/user-write';
import { acceptImage, IMAGE_MAX_BYTES, receiveUpload } from './upload-routes';

interface Row {
  id: number;
  title: string;
  description: string;
  prize: string;
  startDate: Date;
  endDate: Date;
  pointRequirement: number;
  isActive: boolean;
  imageUrl: string | null;
  entryCount: number;
  pointsSpent: number;
  winnerId: number | null;
  winnerUsername: string | null;
  winnerDisplayName: string | null;
}

const SELECT = `
  select g.id, g.title, g.description, g.prize, g.start_date, g.end_date, g.point_requirement, g.is_active, g.image_url,
    (select count(*)::int from giveaway_entries e where e.giveaway_id = g.id) as entry_count,
    (select coalesce(sum(points_spent), 0)::int from giveaway_entries e where e.giveaway_id = g.id) as points_spent,
    w.user_id as winner_id, u.username as winner_username, u.display_name as winner_display_name
  from weekly_giveaways g
  left join giveaway_entries w on w.giveaway_id = g.id and w.is_winner
  left join users u on u.id = w.user_id`;

const toAdmin = (r: Row): AdminGiveaway => ({
  id: r.id,
  title: r.title,
  description: r.description,
  prize: r.prize,
  startDate: isoRequired(r.startDate),
  endDate: isoRequired(r.endDate),
  pointRequirement: r.pointRequirement,
  isActive: r.isActive,
  imageUrl: r.imageUrl,
  entryCount: r.entryCount,
  pointsSpent: r.pointsSpent,
  winner:
    r.winnerId !== null
      ? { userId: r.winnerId, username: r.winnerUsername ?? '', displayName: r.winnerDisplayName }
      : null,
});

async function one(db: Queryable, id: number): Promise<AdminGiveaway> {
  const [row] = await db<Row[]>`${db.unsafe(SELECT)} where g.id = ${id}`;
  if (!row) throw notFound(adminMessages.notFound);
  return toAdmin(row);
}

export default async function giveawayAdminRoutes(app: FastifyInstance, opts: { uploadsPerHour: number }) {
  const { sql } = app.db;

  /** A replaced or deleted image file goes when no giveaway uses it any more. */
  async function removeIfUnused(url: string | null | undefined) {
    if (!url) return;
    const still = await sql`select 1 from weekly_giveaways where image_url = ${url}`;
    if (still.length === 0) await app.storage.remove(url);
  }

  defineRoute(app, routes.adminGiveaways, async () =>
    (await sql<Row[]>`${sql.unsafe(SELECT)} order by g.end_date desc, g.id desc`).map(toAdmin),
  );

  defineRoute(app, routes.adminCreateGiveaway, async ({ body }) => {
    const [row] = await sql<{ id: number }[]>`
      insert into weekly_giveaways (title, description, prize, start_date, end_date, point_requirement, is_active, image_url)
      values (${body.title}, ${body.description}, ${body.prize}, ${body.startDate}, ${body.endDate}, ${body.pointRequirement},
              ${body.isActive}, ${body.imageUrl ?? null})
      returning id`;
    return one(sql, row?.id ?? 0);
  });

  defineRoute(app, routes.adminUpdateGiveaway, async ({ params, body }) => {
    const [before] = await sql<
      { imageUrl: string | null }[]
    >`select image_url from weekly_giveaways where id = ${params.id}`;
    const rows =
      'title' in body
        ? await sql`
            update weekly_giveaways set title = ${body.title}, description = ${body.description}, prize = ${body.prize},
              start_date = ${body.startDate}, end_date = ${body.endDate}, point_requirement = ${body.pointRequirement},
              is_active = ${body.isActive}, image_url = ${body.imageUrl ?? null}
            where id = ${params.id} returning id`
        : await sql`update weekly_giveaways set is_active = ${body.isActive} where id = ${params.id} returning id`;
    if (rows.length === 0) throw notFound(adminMessages.notFound);
    if ('title' in body && before?.imageUrl !== (body.imageUrl ?? null))
      await removeIfUnused(before?.imageUrl);
    return one(sql, params.id);
  });

  defineRoute(app, routes.adminDeleteGiveaway, async ({ params }) => {
    const [row] = await sql<
      { imageUrl: string | null }[]
    >`delete from weekly_giveaways where id = ${params.id} returning image_url`;
    if (!row) throw notFound(adminMessages.notFound);
    await removeIfUnused(row.imageUrl);
    return { message: 'Giveaway deleted.' };
  });

  defineRoute(app, routes.adminUploadGiveawayImage, async (_input, request) => {
    const imagePath = await receiveUpload(app, request, {
      field: 'image',
      kind: 'images',
      maxBytes: IMAGE_MAX_BYTES,
      accept: acceptImage,
      tooLarge: adminMessages.imageSize,
      perHour: opts.uploadsPerHour,
    });
    request.log.info({ imagePath }, 'giveaway image uploaded');
    return { imagePath };
  });

  /** Draws once, after the end date, at random weighted by the points each entry spent. */
  defineRoute(app, routes.adminDrawWinner, async ({ params }) => {
    await sql.begin(async (tx) => {
      const [g] = await tx<
        { endDate: Date }[]
      >`select end_date from weekly_giveaways where id = ${params.id} for update`;
      if (!g) throw notFound(adminMessages.notFound);
      if (g.endDate.getTime() > app.now().getTime()) throw badRequest(giveawayMessages.notEnded);
      const entries = await tx<{ id: number; pointsSpent: number; isWinner: boolean }[]>`
        select id, points_spent, is_winner from giveaway_entries where giveaway_id = ${params.id} order by id`;
      if (entries.some((e) => e.isWinner)) throw badRequest(giveawayMessages.alreadyDrawn);
      const total = entries.reduce((sum, e) => sum + e.pointsSpent, 0);
      if (total === 0) throw badRequest(giveawayMessages.noEntries);
      let ticket = randomInt(total);
      const winner = entries.find((e) => {
        ticket -= e.pointsSpent;
        return ticket < 0;
      });
      await tx`update giveaway_entries set is_winner = true where id = ${winner?.id ?? 0}`;
    });
    return one(sql, params.id);
  });
}
