import * as z from 'zod/mini';
import { checked } from './checked';
import { numericIdParams, okResponse } from './common';
import { fieldMessages, formOrActiveToggle, requiredText } from './fields';
import { pageQuery } from './page-query';
import { del, get, joinRouteTables, post, put, routeTable } from './route-builder';
import { uploadedImageUrl } from './uploads';

export const giveaway = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  prize: z.string(),
  pointRequirement: z.int(),
  startDate: z.string(),
  endDate: z.string(),
  imageUrl: z.nullable(z.string()),
});
export type Giveaway = z.infer<typeof giveaway>;

export const giveawayMessages = {
  prize: 'Prize is required',
  startDate: 'Start date is required',
  endDate: 'End date is required',
  pointRequirement: 'Point requirement must be at least 1',
  dates: 'The end date must be after the start date',
  notEnded: 'A winner can be drawn once the giveaway has ended.',
  noEntries: 'Nobody entered this giveaway.',
  alreadyDrawn: 'The winner of this giveaway has already been drawn.',
  deleted: 'Giveaway deleted.',
  choice: 'Choose a giveaway',
  points: 'Points must be a whole number',
} as const;

export const giveawayEntry = z.object({
  id: z.int(),
  giveawayId: z.int(),
  pointsSpent: z.int(),
  createdAt: z.string(),
});

export const enterGiveawayBody = z.strictObject({
  giveawayId: checked(z.int({ error: giveawayMessages.choice }), z.positive(giveawayMessages.choice)),
  pointsSpent: z.optional(
    checked(z.int({ error: giveawayMessages.points }), z.positive(giveawayMessages.points)),
  ),
});
export const enterGiveawayResponse = z.object({ entry: giveawayEntry, sharingPoints: z.int() });

const isoTimestamp = (message: string) =>
  z.pipe(
    checked(
      z.string({ error: message }),
      z.trim(),
      z.minLength(1, message),
      z.refine((v) => !Number.isNaN(Date.parse(v)), message),
    ),
    z.transform((v) => new Date(v).toISOString()),
  );

export const adminGiveawayBody = checked(
  z.strictObject({
    title: requiredText(fieldMessages.title, 200),
    description: requiredText(fieldMessages.description, 5000),
    prize: requiredText(giveawayMessages.prize, 500),
    startDate: isoTimestamp(giveawayMessages.startDate),
    endDate: isoTimestamp(giveawayMessages.endDate),
    pointRequirement: checked(
      z.coerce.number({ error: giveawayMessages.pointRequirement }),
      z.int(giveawayMessages.pointRequirement),
      z.minimum(1, giveawayMessages.pointRequirement),
      z.maximum(1_000_000, giveawayMessages.pointRequirement),
    ),
    isActive: z._default(z.boolean(), true),
    imageUrl: uploadedImageUrl,
  }),
  z.refine((g) => Date.parse(g.endDate) > Date.parse(g.startDate), {
    path: ['endDate'],
    message: giveawayMessages.dates,
  }),
);
export type AdminGiveawayBody = z.input<typeof adminGiveawayBody>;

export const adminGiveawayUpdate = formOrActiveToggle(adminGiveawayBody);

export const adminGiveaway = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  prize: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  pointRequirement: z.int(),
  isActive: z.boolean(),
  imageUrl: z.nullable(z.string()),
  entryCount: z.int(),
  pointsSpent: z.int(),
  winner: z.nullable(
    z.object({ userId: z.int(), username: z.string(), displayName: z.nullable(z.string()) }),
  ),
});
export type AdminGiveaway = z.infer<typeof adminGiveaway>;

const giveawayList = z.array(giveaway);
const giveawayEntryList = z.array(giveawayEntry);

/** Giveaways: entering with points, and the admin side. */
export const giveawayRoutes = joinRouteTables(
  routeTable('rewards', 'signed-in', {
    giveaways: get('/api/giveaways', {
      summary: 'Active giveaways (end date in the future)',
      access: 'public',
      response: giveawayList,
    }),
    userGiveawayEntries: get('/api/user/giveaway-entries', {
      summary: "The user's giveaway entries, newest first, paged (limits.ts)",
      query: pageQuery,
      response: giveawayEntryList,
    }),
    enterGiveaway: post('/api/enter-giveaway', {
      summary: 'Spend points on a giveaway entry (requirement when pointsSpent is missing)',
      body: enterGiveawayBody,
      response: enterGiveawayResponse,
    }),
  }),
  routeTable('admin', 'admin', {
    adminGiveaways: get('/api/admin/giveaways', {
      summary: 'Every giveaway with its entries and winner, latest ending first, paged (limits.ts)',
      query: pageQuery,
      response: z.array(adminGiveaway),
    }),
    adminCreateGiveaway: post('/api/admin/giveaways', {
      summary: 'Create a giveaway',
      body: adminGiveawayBody,
      status: 201,
      response: adminGiveaway,
    }),
    adminUpdateGiveaway: put('/api/admin/giveaways/:id', {
      summary: 'Change a giveaway (the full form, or only isActive)',
      params: numericIdParams,
      body: adminGiveawayUpdate,
      response: adminGiveaway,
    }),
    adminDeleteGiveaway: del('/api/admin/giveaways/:id', {
      summary: 'Delete a giveaway and its entries',
      params: numericIdParams,
      response: okResponse,
    }),
    adminDrawWinner: post('/api/admin/giveaways/:id/draw-winner', {
      summary: 'Draw the winner of an ended giveaway, weighted by points spent (once)',
      params: numericIdParams,
      response: adminGiveaway,
    }),
  }),
);
