import * as z from 'zod/mini';
import { checked } from './checked';
import { get, post, routeTable } from './route-builder';
import { spokenFields } from './spoken';

export const sendfoxMessages = {
  listName: 'List name is required',
  target: 'Please select an existing list or enter a new list name.',
  minPoints: 'Minimum sharing points must be 0 or more',
  notConnected: 'SendFox is not connected on this server.',
  failed: 'SendFox did not answer. Please try again later.',
  stopped: ({ exported }: { exported: number }) =>
    `SendFox stopped answering: ${exported} exported before it did; run the export again to send the rest.`,
  exported: ({ exported, skipped }: { exported: number; skipped: number }) =>
    `${exported} users exported, ${skipped} skipped (no e-mail or not matching).`,
  exportedWithFailures: ({
    exported,
    failed,
    skipped,
  }: {
    exported: number;
    failed: number;
    skipped: number;
  }) => `${exported} users exported, ${failed} failed, ${skipped} skipped.`,
} as const;

export const sendfoxList = z.object({
  id: z.int(),
  name: z.string(),
  contact_count: z.int(),
  created_at: z.nullable(z.string()),
  updated_at: z.nullable(z.string()),
});
export const sendfoxListsResponse = z.object({ connected: z.boolean(), lists: z.array(sendfoxList) });
export const sendfoxCreateListBody = z.strictObject({
  name: checked(
    z.string({ error: sendfoxMessages.listName }),
    z.trim(),
    z.minLength(1, sendfoxMessages.listName),
    z.maxLength(200),
  ),
});

const exportTarget = {
  listId: z.optional(checked(z.coerce.number(), z.int(), z.positive())),
  listName: z.optional(checked(z.string(), z.trim(), z.maxLength(200))),
};
export const sendfoxExportBody = checked(
  z.strictObject(exportTarget),
  z.refine((v) => v.listId !== undefined || !!v.listName, sendfoxMessages.target),
);
export const sendfoxExportFilteredBody = checked(
  z.strictObject({
    ...exportTarget,
    hasEntries: z.optional(z.boolean()),
    hasShares: z.optional(z.boolean()),
    minSharingPoints: z.optional(
      checked(
        z.coerce.number({ error: sendfoxMessages.minPoints }),
        z.int(),
        z.minimum(0, sendfoxMessages.minPoints),
      ),
    ),
    dateRange: z.optional(
      z.strictObject({
        start: z.optional(checked(z.string(), z.trim())),
        end: z.optional(checked(z.string(), z.trim())),
      }),
    ),
  }),
  z.refine((v) => v.listId !== undefined || !!v.listName, sendfoxMessages.target),
);
export type SendfoxExportFilter = z.output<typeof sendfoxExportFilteredBody>;

export const sendfoxExportResponse = z.object({
  success: z.boolean(),
  listId: z.int(),
  exportedUsers: z.int(),
  skippedUsers: z.int(),
  failedUsers: z.int(),
  ...spokenFields,
});

/** SendFox lists and exports (admin). */
export const sendfoxRoutes = routeTable('admin', 'admin', {
  sendfoxLists: get('/api/admin/sendfox/lists', {
    summary: 'SendFox lists (connected: false without SENDFOX_API_TOKEN)',
    response: sendfoxListsResponse,
  }),
  sendfoxCreateList: post('/api/admin/sendfox/lists', {
    summary: 'Create a SendFox list',
    body: sendfoxCreateListBody,
    status: 201,
    response: sendfoxList,
  }),
  sendfoxExport: post('/api/admin/sendfox/export-users', {
    summary: 'Export every user with an e-mail to a list (an existing one, or a new one by name)',
    body: sendfoxExportBody,
    response: sendfoxExportResponse,
  }),
  sendfoxExportFiltered: post('/api/admin/sendfox/export-users-filtered', {
    summary: 'Export users matching filters (plans, shares, minimum points, joined between dates)',
    body: sendfoxExportFilteredBody,
    response: sendfoxExportResponse,
  }),
});
