/** Password reset by e-mailed code (issue: password reset). */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 15;
/** Wrong tries before a code stops working. */
export const RESET_MAX_ATTEMPTS = 5;
/** Reset mails per user per window. */
export const RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_MINUTES = 15;
