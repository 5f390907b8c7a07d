export { EmailConsentCard } from './EmailConsentCard';
export { EmailConsentCheckbox } from './EmailConsentCheckbox';
