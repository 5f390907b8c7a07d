export { PREMIUM_BENEFITS, UpgradePrompt, type UpgradePromptProps } from './UpgradePrompt';
