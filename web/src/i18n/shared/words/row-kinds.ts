import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountLimitKind, ImportRowKind } from '@reign/contract';

/** The kinds of rows of an export file, as an import's limit names them (account-data.ts). */
export const IMPORT_ROWS: Record<ImportRowKind, MessageDescriptor> = {
  entries: msg`daily plans`,
  goals: msg`goals`,
  tasks: msg`tasks`,
  dailyActions: msg`action completions`,
  prayers: msg`prayer requests`,
  conflicts: msg`versions to review`,
  readingPlans: msg`reading plans`,
  readingProgress: msg`days read of reading plans`,
  highlights: msg`highlights`,
  notes: msg`notes`,
  bookmarks: msg`bookmarks`,
};

/** What each account limit counts (limits.ts). */
export const LIMIT_ROWS: Record<AccountLimitKind, MessageDescriptor> = {
  entries: msg`daily plans`,
  goals: msg`goals`,
  tasks: msg`tasks`,
  prayers: msg`prayer requests`,
  dailyActionsPerPlan: msg`action completions on one daily plan`,
  highlights: msg`highlights`,
  notes: msg`notes`,
  bookmarks: msg`bookmarks`,
  readingPlans: msg`reading plans in progress`,
  readingDaysPerPlan: msg`days read of one reading plan`,
  conflicts: msg`versions to review`,
  conflictsPerRow: msg`versions to review of one row`,
};
