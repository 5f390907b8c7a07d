import { msg } from '@lingui/core/macro';
import { adminGiveawayBody, sendfoxMessages } from '@reign/contract';
import dayjs from 'dayjs';
import * as z from 'zod/mini';
import { serverNow } from '../../api';
import { i18n } from '../../i18n';
import { adminWords } from '../../i18n/shared/words/admin';

/** Spec part 2 section 9: the admin table cuts the scripture text at 80 characters. */
export const SCRIPTURE_PREVIEW_LENGTH = 80;

export function truncateText(text: string, max = SCRIPTURE_PREVIEW_LENGTH): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** The reflection cell: the text (clamped to three lines by CSS), or 'No reflection'. */
export function reflectionPreview(reflection: string | null | undefined): string {
  return reflection?.trim() ? reflection.trim() : i18n._(msg`No reflection`);
}

const notAvailable = () => i18n._(msg`N/A`);

let dates: { locale: string; format: Intl.DateTimeFormat } | undefined;

/** 'MMM d, yyyy' ('10 mar 2026' in Spanish: the active language), or 'N/A' for a missing or unreadable date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return notAvailable();
  const date = dayjs(value);
  if (!date.isValid()) return notAvailable();
  if (i18n.locale === 'en') return date.format('MMM D, YYYY');
  if (dates?.locale !== i18n.locale) {
    dates = {
      locale: i18n.locale,
      format: new Intl.DateTimeFormat(i18n.locale, { month: 'short', day: 'numeric', year: 'numeric' }),
    };
  }
  return dates.format.format(date.toDate());
}

/** A calendar date (YYYY-MM-DD, no time zone shift) as 'MMM d, yyyy'. */
export function formatCalendarDate(value: string): string {
  return formatDate(value.slice(0, 10));
}

/** 'YYYY-MM-DD' of a local date. */
export function localDateString(date: Date): string {
  return dayjs(date).format('YYYY-MM-DD');
}

let relative: { locale: string; format: Intl.RelativeTimeFormat } | undefined;

/** The active language's relative times ('3 days ago', 'hace 3 días'). */
function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = i18n.locale;
  if (relative?.locale !== locale) {
    relative = { locale, format: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }) };
  }
  return relative.format;
}
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 days ago', 'last month', 'now'. */
export function relativeTime(value: string, now = serverNow().getTime()): string {
  const seconds = (Date.parse(value) - now) / 1000;
  if (Number.isNaN(seconds)) return notAvailable();
  const relative = relativeFormat();
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(0, 'second');
}

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The client's check of a chosen giveaway image: a toast title and text, or null when fine. */
export function imageFileProblem(file: {
  type: string;
  size: number;
}): { title: string; message: string } | null {
  if (!file.type.startsWith('image/'))
    return { title: i18n._(msg`Invalid file type`), message: i18n._(adminWords.imageType) };
  if (file.size > IMAGE_MAX_BYTES)
    return { title: i18n._(msg`File too large`), message: i18n._(adminWords.imageSize) };
  return null;
}

export interface GiveawayFormValues {
  title: string;
  description: string;
  prize: string;
  startDate: string;
  endDate: string;
  pointRequirement: number | string;
  isActive: boolean;
  imageUrl: string | null;
}

/** Spec defaults: starts today, ends in 7 days, 100 points, active. */
export function giveawayDefaults(now = serverNow()): GiveawayFormValues {
  return {
    title: '',
    description: '',
    prize: '',
    startDate: localDateString(now),
    endDate: localDateString(dayjs(now).add(7, 'day').toDate()),
    pointRequirement: 100,
    isActive: true,
    imageUrl: null,
  };
}

/**
 * Dates of the form are calendar days: the giveaway starts at the start of the start day and ends
 * at the end of the end day (the admin's local time), sent as ISO timestamps.
 */
export function giveawayDateToIso(date: string, edge: 'start' | 'end'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const local = new Date(`${date}T${edge === 'start' ? '00:00:00' : '23:59:59'}`);
  return Number.isNaN(local.getTime()) ? date : local.toISOString();
}

/** The body the server gets for the form's values (dates as ISO timestamps). */
export function giveawayBody(values: GiveawayFormValues) {
  return {
    title: values.title,
    description: values.description,
    prize: values.prize,
    startDate: giveawayDateToIso(values.startDate, 'start'),
    endDate: giveawayDateToIso(values.endDate, 'end'),
    pointRequirement: values.pointRequirement === '' ? Number.NaN : Number(values.pointRequirement),
    isActive: values.isActive,
    imageUrl: values.imageUrl,
  };
}

type GiveawayBody = ReturnType<typeof giveawayBody>;

/** The form's schema: the contract's giveaway body (its messages), checked on what will be sent. */
export const giveawayFormSchema = z.pipe(
  z.pipe(z.custom<GiveawayFormValues>(), z.transform(giveawayBody)),
  adminGiveawayBody as unknown as z.ZodMiniType<z.output<typeof adminGiveawayBody>, GiveawayBody>,
);

export interface ExportFormValues {
  listId: string | null;
  newListName: string;
  advanced: boolean;
  hasEntries: boolean;
  hasShares: boolean;
  minSharingPoints: number | string;
  dateStart: string;
  dateEnd: string;
}

/** The export form before anything is chosen. */
export const EMPTY_EXPORT: ExportFormValues = {
  listId: null,
  newListName: '',
  advanced: false,
  hasEntries: false,
  hasShares: false,
  minSharingPoints: '',
  dateStart: '',
  dateEnd: '',
};

export type ExportRequest =
  | { kind: 'plain'; body: { listId?: number; listName?: string } }
  | {
      kind: 'filtered';
      body: {
        listId?: number;
        listName?: string;
        hasEntries?: boolean;
        hasShares?: boolean;
        minSharingPoints?: number;
        dateRange?: { start?: string; end?: string };
      };
    };

/**
 * The export dialog's rule: an existing list or a new list name is required (an existing list
 * wins); advanced filters, only when their checkbox is on, make it the filtered export.
 */
export function buildExportRequest(values: ExportFormValues): { error: string } | ExportRequest {
  const listName = values.newListName.trim();
  const target = values.listId ? { listId: Number(values.listId) } : listName ? { listName } : null;
  if (!target) return { error: sendfoxMessages.target };
  if (!values.advanced) return { kind: 'plain', body: target };
  const minPoints = values.minSharingPoints === '' ? undefined : Number(values.minSharingPoints);
  if (minPoints !== undefined && (!Number.isInteger(minPoints) || minPoints < 0)) {
    return { error: sendfoxMessages.minPoints };
  }
  const body: Extract<ExportRequest, { kind: 'filtered' }>['body'] = { ...target };
  if (values.hasEntries) body.hasEntries = true;
  if (values.hasShares) body.hasShares = true;
  if (minPoints !== undefined) body.minSharingPoints = minPoints;
  if (values.dateStart || values.dateEnd) {
    body.dateRange = {
      ...(values.dateStart ? { start: values.dateStart } : {}),
      ...(values.dateEnd ? { end: values.dateEnd } : {}),
    };
  }
  return { kind: 'filtered', body };
}
