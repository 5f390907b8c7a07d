import type { Language } from '@reign/contract/language-list';
import { RESET_CODE_TTL_MINUTES } from '@reign/domain';
import { serverMessages } from '../../i18n';
import { codeMail } from '../../lib/code-mail';
import type { MailMessage } from '../../plugins/mail';

/** The reset e-mail: what the code is for and when it expires, in plain text and HTML, in the person's language. */
export function resetMail(
  to: string,
  username: string,
  code: string,
  expires: Date,
  language: Language,
): MailMessage {
  const until = `${expires.toISOString().slice(11, 16)} UTC`;
  const m = serverMessages(language);
  return codeMail(
    to,
    username,
    code,
    {
      subject: m.resetSubject,
      why: m.resetWhy,
      codeName: m.resetCodeName,
      enter: m.resetEnter(RESET_CODE_TTL_MINUTES, until),
      ignore: m.resetIgnore,
    },
    language,
  );
}
