export { GuestPlanCard } from './GuestPlanCard';
export { ACCOUNT_BENEFITS, GuestSignUpDialog } from './GuestSignUpDialog';
export { type GuestPlan, useGuestPlanStore } from './guest-plan-store';
export { GROW_QUOTE } from './steps/GrowStep';
export { OVERVIEW_PATH, REDIRECT_AFTER_SAVE_MS, useSavePlan } from './use-save-plan';
export { SCROLL_DELAY_MS, Wizard } from './Wizard';
export { initialWizard, useWizardStore, type WizardData } from './wizard-store';
