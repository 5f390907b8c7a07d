import { z } from 'zod';
import { isoDate, timestamp, uuid } from './common';

import { DEFAULT_CHALLENGES, DEFAULT_ENCOURAGEMENT } from './entry-defaults';

export { DEFAULT_CHALLENGES, DEFAULT_ENCOURAGEMENT };

export const entryMessages = {
  verse: 'The verse is required',
  reference: 'The verse reference is required',
  priorities: 'Add at least one priority',
  priority: 'Priority cannot be empty',
  tooLong: 'This text is too long',
} as const;

const text = (max: number, required?: string) =>
  z
    .string(required ? { error: required } : undefined)
    .trim()
    .max(max, entryMessages.tooLong);

export const actionStepGroup = z.strictObject({
  priority: text(500).min(1, entryMessages.priority),
  actions: z.array(text(500).min(1)).max(20),
});
export type ActionStepGroup = z.infer<typeof actionStepGroup>;

/** POST /api/entries: the saved daily plan. */
export const entryCreateBody = z.strictObject({
  id: uuid.optional(),
  date: isoDate(),
  verse: text(5000, entryMessages.verse).min(1, entryMessages.verse),
  verseReference: text(200, entryMessages.reference).min(1, entryMessages.reference),
  verseReflection: text(10000).nullable().optional(),
  priorities: z.array(text(500).min(1, entryMessages.priority)).min(1, entryMessages.priorities).max(3),
  actionSteps: z.array(actionStepGroup).max(3).default([]),
  challenges: text(5000)
    .optional()
    .transform((v) => (v ? v : DEFAULT_CHALLENGES)),
  encouragement: text(10000)
    .optional()
    .transform((v) => (v ? v : DEFAULT_ENCOURAGEMENT)),
});
export type EntryCreateBody = z.input<typeof entryCreateBody>;

export const entry = z.object({
  id: uuid,
  date: z.string(),
  verse: z.string(),
  verseReference: z.string(),
  verseReflection: z.string().nullable(),
  priorities: z.array(z.string()),
  actionSteps: z.array(z.object({ priority: z.string(), actions: z.array(z.string()) })),
  challenges: z.string().nullable(),
  encouragement: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Entry = z.infer<typeof entry>;
export const entryList = z.array(entry);
export const entryCreateResponse = z.object({ id: uuid, entry });
