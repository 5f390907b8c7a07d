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
