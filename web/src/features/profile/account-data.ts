import { type AccountImportResponse, accountImportBody } from '@reign/contract/account-data';
import * as z from 'zod/mini';

export type ImportBody = z.input<typeof accountImportBody>;

/** The export file's name: reign-export-YYYY-MM-DD.json (the Central date). */
export const exportFileName = (date: string) => `reign-export-${date}.json`;

/** Reads an export file's text: the body to send, or the message to show. */
export function parseImportFile(text: string): { body: ImportBody } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'This file is not valid JSON.' };
  }
  // zod/mini loads no locale: a field without a message of its own is explained in English
  const parsed = z.safeParse(accountImportBody, json, { error: z.locales.en().localeError });
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? 'This is not a Reign export file.' };
  return { body: json as ImportBody };
}

const TABLE_LABELS = {
  entries: 'Daily plans',
  goals: 'Goals',
  tasks: 'Tasks',
  dailyActions: 'Action completions',
  prayers: 'Prayer requests',
  highlights: 'Highlights',
  notes: 'Notes',
  bookmarks: 'Bookmarks',
} as const;

/** One line per kind of row: 'Goals: 2 added, 1 already here, 0 refused'. */
export function importSummary(result: AccountImportResponse): string[] {
  const lines = (Object.keys(TABLE_LABELS) as (keyof typeof TABLE_LABELS)[]).map((key) => {
    const c = result[key];
    return `${TABLE_LABELS[key]}: ${c.added} added, ${c.kept} already here, ${c.refused} refused`;
  });
  const profile = {
    imported: 'Profile: imported',
    kept: 'Profile: kept as it is',
    absent: 'Profile: not in the file',
  }[result.profile];
  return [...lines, profile];
}
