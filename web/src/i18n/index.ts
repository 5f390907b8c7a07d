export { activateLoaded, activeLanguage, i18n, loadCatalogue } from './catalogue';
export {
  browserLanguage,
  chooseLanguage,
  clearUnkeptLanguage,
  LANGUAGE_KEY,
  startingLanguage,
  startLanguage,
  storedLanguage,
  unkeptLanguage,
} from './language-choice';
