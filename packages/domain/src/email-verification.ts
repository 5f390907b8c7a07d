/**
 * Confirming an e-mail address (issue 16): reset codes go only to a confirmed address, so setting
 * an address sends a code to it first. The code is as long as a reset code.
 */
export const EMAIL_CODE_TTL_HOURS = 24;
/** Wrong tries before a confirmation code stops working (send a new one). */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** Confirmation mails per user per window. */
export const EMAIL_MAILS_PER_WINDOW = 3;
export const EMAIL_MAIL_WINDOW_MINUTES = 15;
