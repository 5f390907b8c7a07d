export { activateLoaded, activeLanguage, i18n, loadCatalogue } from './catalogue';
export {
  browserLanguage,
  chooseLanguage,
  LANGUAGE_KEY,
  startingLanguage,
  startLanguage,
  storedLanguage,
} from './language-choice';
