export { LanguageSelect } from './LanguageSelect';
export { LanguageSwitch } from './LanguageSwitch';
export { LanguageSync } from './LanguageSync';
