import { z } from 'zod';
import { optionalText, timestamp } from './common';

export const SPIRITUAL_MATURITY = ['beginner', 'growing', 'mature', 'leader'] as const;
export type SpiritualMaturity = (typeof SPIRITUAL_MATURITY)[number];

export const profileMessages = {
  maturity: 'Choose one of: beginner, growing, mature, leader',
  tooLong: 'Keep it under 2,000 characters',
} as const;

/** The profile form: every text optional; spiritualMaturity one of four, growing by default. */
export const profileBody = z.strictObject({
  bio: optionalText(2000, profileMessages.tooLong),
  currentFocus: optionalText(2000, profileMessages.tooLong),
  spiritualMaturity: z.enum(SPIRITUAL_MATURITY, { error: profileMessages.maturity }).default('growing'),
  preferredMeetingTime: optionalText(200, profileMessages.tooLong),
  goals: optionalText(2000, profileMessages.tooLong),
});
export type ProfileBody = z.input<typeof profileBody>;

export const profile = z.object({
  bio: z.string().nullable(),
  currentFocus: z.string().nullable(),
  spiritualMaturity: z.enum(SPIRITUAL_MATURITY),
  preferredMeetingTime: z.string().nullable(),
  goals: z.string().nullable(),
  updatedAt: timestamp.nullable(),
});
export type Profile = z.infer<typeof profile>;
