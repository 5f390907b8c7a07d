import { addDays, uuidv7 } from '@reign/domain';

/** An exported plan (the shape of GET /api/account/export) dated `date`. */
export function exportedPlan(date: string) {
  const at = new Date().toISOString();
  return {
    id: uuidv7(),
    date,
    verse: 'The Lord is my shepherd; I shall not want.',
    verseReference: 'Psalm 23:1',
    verseReflection: 'A reflection on provision and trust.',
    priorities: ['Family', 'Work', 'Rest'],
    actionSteps: [{ priority: 'Family', actions: ['Call mom', 'Dinner together'] }],
    challenges: 'Time',
    encouragement: 'Lord, guide my steps today.',
    createdAt: at,
    updatedAt: at,
  };
}

/** An export file of `plans` daily plans, one a day ending on `lastDate`, each with one completion. */
export function exportFile(plans: number, lastDate: string) {
  const entries = Array.from({ length: plans }, (_, i) => exportedPlan(addDays(lastDate, -i)));
  return {
    format: 'reign-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    entries,
    goals: [],
    tasks: [],
    dailyActions: entries.map((e) => ({
      id: uuidv7(),
      entryId: e.id,
      actionText: 'Call mom',
      priority: 'Family',
      isCompleted: true,
      completedAt: e.createdAt,
      date: e.date,
    })),
  };
}
