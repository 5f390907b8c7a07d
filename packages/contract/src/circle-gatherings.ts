import * as z from 'zod/mini';
import { idParams, okResponse } from './common';
import { intBetween } from './fields';
import { del, get, put, routeTable } from './route-builder';
import { studyMessages } from './study';

// Gathering mode (issue 52): in a circle's meeting a leader opens a passage and every member's
// device that joins follows it live (the chapter, the verse the leader points at), from the same
// server over server-sent events, so it works on a church's own network with no internet. It ends
// when a leader ends it.

export const circleGatheringMessages = {
  chapter: 'That chapter is not in the book.',
  verse: 'That verse is not in the chapter.',
  started: 'The gathering has started. Members who join follow you.',
  ended: 'The gathering has ended.',
  none: 'There is no gathering in this circle now.',
} as const;

/** PUT /api/circles/{id}/gathering: what the leader shows now (starts the gathering if none is on). */
export const gatheringBody = z.strictObject({
  /** the book's OSIS id ('John') */
  osis: z.string({ error: studyMessages.book }).check(z.minLength(1), z.maxLength(10)),
  chapter: intBetween(1, 150, circleGatheringMessages.chapter),
  /** the verse pointed at (the leader's highlight); null: the chapter as a whole */
  verse: z._default(z.nullable(intBetween(1, 176, circleGatheringMessages.verse)), null),
});
export type GatheringBody = z.input<typeof gatheringBody>;

/** A circle's gathering as every member sees it: live or not, and where the leader is. */
export const gathering = z.object({
  live: z.boolean(),
  osis: z.nullable(z.string()),
  chapter: z.nullable(z.int()),
  verse: z.nullable(z.int()),
  /** the leader who moved it last (display name, else username) */
  leaderName: z.nullable(z.string()),
  /** grows with every move: a follower shows the newest */
  seq: z.int(),
});
export type Gathering = z.infer<typeof gathering>;

/** Gathering mode: members follow, leaders lead (online, on the circle's own server). */
export const circleGatheringRoutes = routeTable('circle-gatherings', 'signed-in', {
  getGathering: get('/api/circles/:id/gathering', {
    summary: "The circle's gathering now: live or not, and the passage and verse its leader shows (members)",
    params: idParams,
    response: gathering,
  }),
  followGathering: get('/api/circles/:id/gathering/events', {
    summary:
      "Follow the circle's gathering live (members): server-sent events, each `data:` a gathering as getGathering answers it, at once and at every move",
    params: idParams,
    response: gathering,
  }),
  setGathering: put('/api/circles/:id/gathering', {
    summary: 'Show a passage and a verse to everyone following (leaders); starts the gathering if none is on',
    params: idParams,
    body: gatheringBody,
    response: gathering,
  }),
  endGathering: del('/api/circles/:id/gathering', {
    summary: 'End the gathering (leaders): every follower is told it has ended',
    params: idParams,
    response: okResponse,
  }),
});
