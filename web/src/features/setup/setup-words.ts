import { setupWords } from '../../i18n/shared/words/account';

/** The contract's setup messages (setupMessages) as the screens show them: their words by code. */
export const SETUP_WORDS = setupWords;
