import { z } from 'zod';

/** Texts of spec part 2 section 5 (admin forms). */
export const adminMessages = {
  verse: 'Verse is required',
  reference: 'Reference is required',
  reflection: 'Reflection is required',
  date: 'Date is required',
  notFound: 'Not found.',
  audioType: 'Upload an MP3 file.',
  audioSize: 'The audio file must be 20 MB or smaller.',
  imageType: 'Please select an image file (JPEG, PNG, etc.)',
  imageSize: 'Image must be less than 5MB',
  imagePixels: 'The image is too large: at most 4096 by 4096 pixels.',
  noFile: 'Choose a file to upload.',
  referenceUnknown: 'That reference is not in the World English Bible.',
} as const;

/** A date from the form: 'YYYY-MM-DD' or an ISO timestamp (the spec sends ISO strings); kept as the date. */
const scheduleDate = z
  .string({ error: adminMessages.date })
  .trim()
  .min(1, adminMessages.date)
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, adminMessages.date)
  .transform((v) => v.slice(0, 10))
  .pipe(z.iso.date(adminMessages.date));

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** Uploaded files are served from /uploads/...; other addresses are refused. */
const uploadUrl = z
  .string()
  .trim()
  .regex(/^\/uploads\/[a-z]+\/[A-Za-z0-9._-]+$/, 'Upload the file first')
  .nullable()
  .optional();

export const scheduledScriptureBody = z.strictObject({
  verse: required(adminMessages.verse, 5000),
  reference: required(adminMessages.reference, 200),
  reflection: required(adminMessages.reflection, 10000),
  scheduleDate,
  audioUrl: uploadUrl,
  isActive: z.boolean().default(true),
});
export type ScheduledScriptureBody = z.input<typeof scheduledScriptureBody>;

/** PUT: the full form, or only isActive (the toggle). */
export const scheduledScriptureUpdate = z.union([
  z.strictObject({ isActive: z.boolean() }),
  scheduledScriptureBody,
]);

export const scheduledScripture = z.object({
  id: z.int(),
  scheduleDate: z.string(),
  reference: z.string(),
  verse: z.string(),
  reflection: z.string().nullable(),
  audioUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type ScheduledScripture = z.infer<typeof scheduledScripture>;

export const audioUploadResponse = z.object({ audioUrl: z.string() });
export const imageUploadResponse = z.object({ imagePath: z.string() });

export const bibleLookupQuery = z.strictObject({ reference: required(adminMessages.reference, 200) });
export const bibleLookupResponse = z.object({
  reference: z.string(),
  text: z.string(),
  translation: z.string(),
});

export const debugParams = z.strictObject({ name: z.string().max(100) });
export const debugResponse = z.object({ verse: z.string(), reference: z.string(), reflection: z.string() });

export const giveawayMessages = {
  title: 'Title is required',
  description: 'Description is required',
  prize: 'Prize is required',
  startDate: 'Start date is required',
  endDate: 'End date is required',
  pointRequirement: 'Point requirement must be at least 1',
  dates: 'The end date must be after the start date',
  notEnded: 'A winner can be drawn once the giveaway has ended.',
  noEntries: 'Nobody entered this giveaway.',
  alreadyDrawn: 'The winner of this giveaway has already been drawn.',
} as const;

const isoTimestamp = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((v) => !Number.isNaN(Date.parse(v)), message)
    .transform((v) => new Date(v).toISOString());

const imageUrl = z
  .string()
  .trim()
  .regex(/^\/uploads\/images\/[A-Za-z0-9._-]+$/, 'Upload the image first')
  .nullable()
  .optional();

export const adminGiveawayBody = z
  .strictObject({
    title: required(giveawayMessages.title, 200),
    description: required(giveawayMessages.description, 5000),
    prize: required(giveawayMessages.prize, 500),
    startDate: isoTimestamp(giveawayMessages.startDate),
    endDate: isoTimestamp(giveawayMessages.endDate),
    pointRequirement: z.coerce
      .number({ error: giveawayMessages.pointRequirement })
      .int(giveawayMessages.pointRequirement)
      .min(1, giveawayMessages.pointRequirement)
      .max(1_000_000, giveawayMessages.pointRequirement),
    isActive: z.boolean().default(true),
    imageUrl,
  })
  .refine((g) => Date.parse(g.endDate) > Date.parse(g.startDate), {
    path: ['endDate'],
    message: giveawayMessages.dates,
  });
export type AdminGiveawayBody = z.input<typeof adminGiveawayBody>;

export const adminGiveawayUpdate = z.union([z.strictObject({ isActive: z.boolean() }), adminGiveawayBody]);

export const adminGiveaway = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  prize: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  pointRequirement: z.int(),
  isActive: z.boolean(),
  imageUrl: z.string().nullable(),
  entryCount: z.int(),
  pointsSpent: z.int(),
  winner: z.object({ userId: z.int(), username: z.string(), displayName: z.string().nullable() }).nullable(),
});
export type AdminGiveaway = z.infer<typeof adminGiveaway>;

export const seriesAdminMessages = {
  title: 'Title is required',
  description: 'Description is required',
  orderIndex: 'Order index must be 0 or greater',
  dayNumber: 'Day number must be from 1 to 7',
  dayTaken: 'That day already has an entry in this series.',
  verse: 'Verse is required',
  verseReference: 'Verse reference is required',
  reflection: 'Reflection must be at least 50 characters',
  missingInformation: 'Please fill in verse, verse reference, and day title before generating reflection.',
} as const;

export const adminSeriesTopicBody = z.strictObject({
  title: required(seriesAdminMessages.title, 200),
  description: required(seriesAdminMessages.description, 2000),
  imageUrl: imageUrl,
  orderIndex: z.coerce
    .number({ error: seriesAdminMessages.orderIndex })
    .int()
    .min(0, seriesAdminMessages.orderIndex)
    .optional(),
  isActive: z.boolean().default(true),
});
export const adminSeriesTopicUpdate = z.union([
  z.strictObject({ isActive: z.boolean() }),
  adminSeriesTopicBody,
]);

export const adminSeriesEntryBody = z.strictObject({
  dayNumber: z.coerce
    .number({ error: seriesAdminMessages.dayNumber })
    .int(seriesAdminMessages.dayNumber)
    .min(1, seriesAdminMessages.dayNumber)
    .max(7, seriesAdminMessages.dayNumber),
  title: required(seriesAdminMessages.title, 200),
  verse: required(seriesAdminMessages.verse, 5000),
  verseReference: required(seriesAdminMessages.verseReference, 200),
  reflection: z
    .string({ error: seriesAdminMessages.reflection })
    .trim()
    .min(50, seriesAdminMessages.reflection)
    .max(10000),
  audioUrl: z
    .string()
    .trim()
    .regex(/^\/uploads\/audio\/[A-Za-z0-9._-]+$/, 'Upload the file first')
    .nullable()
    .optional(),
  isActive: z.boolean().default(true),
});
export const adminSeriesEntryUpdate = z.union([
  z.strictObject({ isActive: z.boolean() }),
  adminSeriesEntryBody,
]);

export const adminSeriesTopic = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  orderIndex: z.int(),
  isActive: z.boolean(),
  entryCount: z.int(),
  createdAt: z.string(),
});
export const adminSeriesEntry = z.object({
  id: z.int(),
  seriesTopicId: z.int(),
  dayNumber: z.int(),
  title: z.string(),
  verse: z.string(),
  verseReference: z.string(),
  reflection: z.string(),
  audioUrl: z.string().nullable(),
  isActive: z.boolean(),
});

export const generateSeriesReflectionBody = z.strictObject({
  verse: z.string().trim().max(5000).default(''),
  verseReference: z.string().trim().max(200).default(''),
  seriesTitle: z.string().trim().max(200).default(''),
  dayTitle: z.string().trim().max(200).default(''),
  dayNumber: z.coerce.number().int().min(1).max(7).optional(),
});

export const adminUsersQuery = z.strictObject({
  search: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const adminUser = z.object({
  id: z.int(),
  username: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  sharingPoints: z.int(),
  createdAt: z.string(),
  referralCode: z.string(),
  referredBy: z.int().nullable(),
  isPaidMember: z.boolean(),
});
export const adminUsersResponse = z.object({
  users: z.array(adminUser),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export const userAnalytics = z.object({
  totalEntries: z.int(),
  totalShares: z.int(),
  totalShareClicks: z.int(),
  totalReferrals: z.int(),
  /** consecutive Central days with a saved plan, ending today or yesterday */
  consecutiveDays: z.int(),
  lastActiveDate: z.string().nullable(),
});
export const userReferral = z.object({
  id: z.int(),
  username: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  pointsEarned: z.int(),
});
export const userShare = z.object({
  id: z.int(),
  createdAt: z.string(),
  platform: z.string(),
  verseReference: z.string(),
  clickCount: z.int(),
  pointsEarned: z.int(),
});
export const userEntry = z.object({
  id: z.string(),
  date: z.string(),
  verseReference: z.string(),
  priorities: z.array(z.string()),
  challenges: z.string().nullable(),
});

export const sendfoxMessages = {
  listName: 'List name is required',
  target: 'Please select an existing list or enter a new list name.',
  minPoints: 'Minimum sharing points must be 0 or more',
  notConnected: 'SendFox is not connected on this server.',
  failed: 'SendFox did not answer. Please try again later.',
} as const;

export const sendfoxList = z.object({
  id: z.int(),
  name: z.string(),
  contact_count: z.int(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export const sendfoxListsResponse = z.object({ connected: z.boolean(), lists: z.array(sendfoxList) });
export const sendfoxCreateListBody = z.strictObject({
  name: z.string({ error: sendfoxMessages.listName }).trim().min(1, sendfoxMessages.listName).max(200),
});

const exportTarget = {
  listId: z.coerce.number().int().positive().optional(),
  listName: z.string().trim().max(200).optional(),
};
export const sendfoxExportBody = z
  .strictObject(exportTarget)
  .refine((v) => v.listId !== undefined || !!v.listName, sendfoxMessages.target);
export const sendfoxExportFilteredBody = z
  .strictObject({
    ...exportTarget,
    hasEntries: z.boolean().optional(),
    hasShares: z.boolean().optional(),
    minSharingPoints: z.coerce
      .number({ error: sendfoxMessages.minPoints })
      .int()
      .min(0, sendfoxMessages.minPoints)
      .optional(),
    dateRange: z
      .strictObject({ start: z.string().trim().optional(), end: z.string().trim().optional() })
      .optional(),
  })
  .refine((v) => v.listId !== undefined || !!v.listName, sendfoxMessages.target);
export type SendfoxExportFilter = z.output<typeof sendfoxExportFilteredBody>;

export const sendfoxExportResponse = z.object({
  success: z.boolean(),
  listId: z.int(),
  exportedUsers: z.int(),
  skippedUsers: z.int(),
  failedUsers: z.int(),
  message: z.string(),
});
