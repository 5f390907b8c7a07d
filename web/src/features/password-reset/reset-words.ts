import { resetWords } from '../../i18n/shared/words/account';

/** The contract's reset messages (resetMessages) as the screens show them: their words by code. */
export const RESET_WORDS = resetWords;
