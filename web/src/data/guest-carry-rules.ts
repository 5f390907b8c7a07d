import type { CarryRules } from './guest-carry';

/**
 * The guest's tables whose rows go into the account at sign-up, in order, each with the creates
 * that make a row again (data/guest-carry.ts). A guest's day plan is not here: it is kept in
 * localStorage and offered as 'Save it' once signed in (features/wizard/guest-plan-store.ts).
 */
export const GUEST_CARRY_RULES: CarryRules = {};
