import type { Language } from '@reign/contract/language-list';
import { EMAIL_CODE_TTL_HOURS } from '@reign/domain';
import { serverMessages } from '../../i18n';
import { codeMail } from '../../lib/code-mail';
import type { MailMessage } from '../../plugins/mail';

/** The confirmation e-mail: what the code is for and how long it works, in plain text and HTML, in the person's language. */
export function confirmationMail(
  to: string,
  username: string,
  code: string,
  language: Language,
): MailMessage {
  const m = serverMessages(language);
  return codeMail(
    to,
    username,
    code,
    {
      subject: m.confirmSubject,
      why: m.confirmWhy,
      codeName: m.confirmCodeName,
      enter: m.confirmEnter(EMAIL_CODE_TTL_HOURS),
      ignore: m.confirmIgnore,
    },
    language,
  );
}
