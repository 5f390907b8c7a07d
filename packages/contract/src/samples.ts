// Sample rows for tests on both sides (server and web import them from `@reign/contract/samples`),
// typed by the schemas here, so a sample that no longer fits its schema fails the typecheck.
import type { Prayer } from './prayers';

/** A plain active prayer request as the API answers it; `at` is both its createdAt and updatedAt. */
export function samplePrayer(id: string, title: string, at: string): Prayer {
  return {
    id,
    title,
    details: null,
    forWhom: null,
    category: 'spiritual',
    status: 'active',
    answeredAt: null,
    testimony: null,
    sharedCircleId: null,
    sharedAnonymously: false,
    createdAt: at,
    updatedAt: at,
  };
}
