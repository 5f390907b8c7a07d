import { doNotBeAnxious } from './do-not-be-anxious';
import { sermonOnTheMount } from './sermon-on-the-mount';
import { shepherdPsalms } from './shepherd-psalms';
import { theLordYourKeeper } from './the-lord-your-keeper';
import type { PlanSeries } from './types';

export type { PlanDay, PlanSeries } from './types';

/** The built-in series, in the order members see them. */
export const SERIES_PLAN: readonly PlanSeries[] = [
  shepherdPsalms,
  sermonOnTheMount,
  doNotBeAnxious,
  theLordYourKeeper,
];
