import type { Language } from '@reign/contract/language-list';
import { serverMessages } from '../i18n';
import type { MailMessage } from '../plugins/mail';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The words of one kind of code mail (password reset, e-mail confirmation). */
export interface CodeMailWords {
  subject: string;
  /** why the mail came */
  why: string;
  /** what the code is called ('reset code') */
  codeName: string;
  /** where to enter it and by when */
  enter: string;
  /** what to do when nobody asked for it */
  ignore: string;
}

/**
 * A mail that hands a one-time code: greeting, reason, the code large, where to enter it, in text
 * and HTML, in the person's language (the words come in it; the frame here follows).
 */
export function codeMail(
  to: string,
  username: string,
  code: string,
  words: CodeMailWords,
  language: Language,
): MailMessage {
  const m = serverMessages(language);
  const text = [
    m.hello(username),
    '',
    words.why,
    '',
    `${m.yourCode(words.codeName)} ${code}`,
    '',
    words.enter,
    '',
    words.ignore,
    '',
    m.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#222;max-width:480px">
<p>${escapeHtml(m.hello(username))}</p>
<p>${words.why}</p>
<p>${m.yourCode(words.codeName)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>
<p>${words.enter}</p>
<p style="color:#666">${words.ignore}</p>
<p>${m.signature}</p>
</body></html>`;
  return { to, subject: words.subject, text, html };
}
