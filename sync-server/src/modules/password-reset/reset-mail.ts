import { RESET_CODE_TTL_MINUTES } from '@reign/domain';
import { codeMail } from '../../lib/code-mail';
import type { MailMessage } from '../../plugins/mail';

/** The reset e-mail: what the code is for and when it expires, in plain text and HTML. */
export function resetMail(to: string, username: string, code: string, expires: Date): MailMessage {
  const until = `${expires.toISOString().slice(11, 16)} UTC`;
  return codeMail(to, username, code, {
    subject: 'Your Reign password reset code',
    why: 'Someone (hopefully you) asked to reset the password of your Reign account.',
    codeName: 'reset code',
    enter: `Enter it on the Reset Password page within ${RESET_CODE_TTL_MINUTES} minutes (before ${until}). It works once.`,
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  });
}
