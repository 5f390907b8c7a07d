import { EMAIL_CODE_TTL_HOURS } from '@reign/domain';
import { codeMail } from '../../lib/code-mail';
import type { MailMessage } from '../../plugins/mail';

/** The confirmation e-mail: what the code is for and how long it works, in plain text and HTML. */
export function confirmationMail(to: string, username: string, code: string): MailMessage {
  return codeMail(to, username, code, {
    subject: 'Confirm your e-mail address for Reign',
    why: 'Please confirm this e-mail address for your Reign account, so password reset codes can reach you here.',
    codeName: 'confirmation code',
    enter: `Enter it on your profile within ${EMAIL_CODE_TTL_HOURS} hours.`,
    ignore: 'If you did not add this address to a Reign account, you can ignore this e-mail.',
  });
}
