import * as z from 'zod/mini';
import { checked } from './checked';
import { commonMessages, timestamp } from './common';
import { fieldMessages, optionalText, optionalTextUpdate } from './fields';
import { languageId } from './language-id';
import { get, put, routeTable } from './route-builder';
import { timeZone } from './time-zone';
import { translationId } from './translations';

export { languageId };

export const SPIRITUAL_MATURITY = ['beginner', 'growing', 'mature', 'leader'] as const;
export type SpiritualMaturity = (typeof SPIRITUAL_MATURITY)[number];

export const profileMessages = {
  maturity: 'Choose one of: beginner, growing, mature, leader',
} as const;

/**
 * The profile form: every text optional; spiritualMaturity one of four, growing by default;
 * bibleTranslation the translation the person chose (the day's verse, the wizard, shares): left out,
 * the stored one stays (null until chosen: the language's own); timeZone the IANA zone the person's day turns in (null:
 * not chosen, America/Chicago), left out the stored one stays; language the app's words (en or
 * es), the same way.
 */
export const profileBody = z.strictObject({
  bio: optionalText(2000, fieldMessages.tooLong),
  currentFocus: optionalText(2000, fieldMessages.tooLong),
  spiritualMaturity: z._default(z.enum(SPIRITUAL_MATURITY, { error: profileMessages.maturity }), 'growing'),
  preferredMeetingTime: optionalText(200, fieldMessages.tooLong),
  goals: optionalText(2000, fieldMessages.tooLong),
  bibleTranslation: z.optional(z.nullable(translationId)),
  timeZone: z.optional(z.nullable(timeZone)),
  language: z.optional(languageId),
});
export type ProfileBody = z.input<typeof profileBody>;

/**
 * A change of the profile (the sync mutation 'profile.update'): only the fields the person changed;
 * a field left out keeps its value, an empty text clears it. A whole profile body (what earlier
 * builds queued) reads the same way, so old outboxes still apply.
 */
export const profileUpdateBody = checked(
  z.strictObject({
    bio: optionalTextUpdate(2000, fieldMessages.tooLong),
    currentFocus: optionalTextUpdate(2000, fieldMessages.tooLong),
    spiritualMaturity: z.optional(z.enum(SPIRITUAL_MATURITY, { error: profileMessages.maturity })),
    preferredMeetingTime: optionalTextUpdate(200, fieldMessages.tooLong),
    goals: optionalTextUpdate(2000, fieldMessages.tooLong),
    bibleTranslation: z.optional(z.nullable(translationId)),
    timeZone: z.optional(z.nullable(timeZone)),
    language: z.optional(languageId),
  }),
  z.refine((v) => Object.keys(v).length > 0, commonMessages.noChange),
);
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

export const profile = z.object({
  bio: z.nullable(z.string()),
  currentFocus: z.nullable(z.string()),
  spiritualMaturity: z.enum(SPIRITUAL_MATURITY),
  preferredMeetingTime: z.nullable(z.string()),
  goals: z.nullable(z.string()),
  /**
   * the translation the member chose; null (or absent) when never chosen: the language's own is
   * shown (Spanish: the RV1909, English: the WEB; issue 51)
   */
  bibleTranslation: z._default(z.nullable(translationId), null),
  /** the IANA zone the person's day turns in; null (or absent: stored before the field existed) = America/Chicago */
  timeZone: z._default(z.nullable(z.string()), null),
  /** the language of the app's words; null until chosen (the browser's language is used) */
  language: z._default(z.nullable(languageId), null),
  updatedAt: z.nullable(timestamp),
});
export type Profile = z.infer<typeof profile>;

/** The profile over REST (the app writes it through sync). */
export const profileRoutes = routeTable('profile', 'signed-in', {
  getProfile: get('/api/profile', {
    summary: "The signed-in user's profile (defaults when never saved)",
    response: profile,
  }),
  updateProfile: put('/api/profile', { summary: 'Save the profile', body: profileBody, response: profile }),
});
