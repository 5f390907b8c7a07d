// The texts a saved day entry falls back to. A file without zod, so a screen can import them
// (`@reign/contract/entry-defaults`) without loading the schemas.
export const DEFAULT_CHALLENGES = 'No specific challenges identified.';
export const DEFAULT_ENCOURAGEMENT =
  'May God guide your steps today as you pursue these priorities with faith and courage.';
/** The longest encouragement (the day's prayer) a plan keeps. */
export const ENCOURAGEMENT_MAX = 10_000;
