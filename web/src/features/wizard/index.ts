import { lazyPart } from '../../ui/LazyPart';

export { type GuestPlan, useGuestPlanStore } from './guest-plan-store';
export { SCROLL_DELAY_MS, Wizard } from './Wizard';
export { initialWizard, useWizardStore, type WizardData } from './wizard-store';

/** A guest's kept plan after signing in: its own chunk, loaded only when shown. */
export const GuestPlanCard = lazyPart(async () => ({
  default: (await import('./GuestPlanCard')).GuestPlanCard,
}));
export { seedEarlyStep } from './EarlyStep';
