export { useSeriesOffered } from './series-offered';
export { PREMIUM_BENEFITS, UpgradePrompt, type UpgradePromptProps } from './UpgradePrompt';
