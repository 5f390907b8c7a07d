import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type AccountImportResponse,
  accountImportBody,
  accountImportMessages,
  type ImportRowKind,
} from '@reign/contract/account-data';
import * as z from 'zod/mini';
import { i18n as appI18n } from '../../i18n';
import { accountImportWords } from '../../i18n/shared/words/account';

export type ImportBody = z.input<typeof accountImportBody>;

/** The export file's name: reign-export-YYYY-MM-DD.json (the Central date). */
export const exportFileName = (date: string) => `reign-export-${date}.json`;

/** Reads an export file's text: the body to send, or the message to show (in `i18n`'s language). */
export function parseImportFile(
  text: string,
  i18n: I18n = appI18n,
): { body: ImportBody } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: i18n._(msg`This file is not valid JSON.`) };
  }
  const parsed = z.safeParse(accountImportBody, json);
  if (parsed.success) return { body: json as ImportBody };
  // another version's file, or anything else that is not an export (by the contract's codes)
  const otherVersion = parsed.error.issues[0]?.message === accountImportMessages.version;
  return { error: i18n._(otherVersion ? accountImportWords.version : accountImportWords.format) };
}

/** Each kind of row of an export, as the import summary names it: a kind added to the file needs its name. */
const TABLE_LABELS: Record<ImportRowKind, MessageDescriptor> = {
  entries: msg`Daily plans`,
  goals: msg`Goals`,
  tasks: msg`Tasks`,
  dailyActions: msg`Action completions`,
  prayers: msg`Prayer requests`,
  conflicts: msg`Versions to review`,
  readingPlans: msg`Reading plans`,
  readingProgress: msg`Chapters read`,
  highlights: msg`Highlights`,
  notes: msg`Notes`,
  bookmarks: msg`Bookmarks`,
};

/** One line per kind of row: 'Goals: 2 added, 1 already here, 0 refused' (in `i18n`'s language). */
export function importSummary(result: AccountImportResponse, i18n: I18n = appI18n): string[] {
  const lines = (Object.keys(TABLE_LABELS) as (keyof typeof TABLE_LABELS)[]).map((key) => {
    const { added, kept, refused } = result[key];
    const table = i18n._(TABLE_LABELS[key]);
    return i18n._(msg`${table}: ${added} added, ${kept} already here, ${refused} refused`);
  });
  const profile = {
    imported: msg`Profile: imported`,
    kept: msg`Profile: kept as it is`,
    absent: msg`Profile: not in the file`,
  }[result.profile];
  return [...lines, i18n._(profile)];
}
