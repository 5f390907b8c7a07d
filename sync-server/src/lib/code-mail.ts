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

/** A mail that hands a one-time code: greeting, reason, the code large, where to enter it, in text and HTML. */
export function codeMail(to: string, username: string, code: string, words: CodeMailWords): MailMessage {
  const text = [
    `Hello ${username},`,
    '',
    words.why,
    '',
    `Your ${words.codeName} is: ${code}`,
    '',
    words.enter,
    '',
    words.ignore,
    '',
    '— Reign',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#222;max-width:480px">
<p>Hello ${escapeHtml(username)},</p>
<p>${words.why}</p>
<p>Your ${words.codeName} is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>
<p>${words.enter}</p>
<p style="color:#666">${words.ignore}</p>
<p>— Reign</p>
</body></html>`;
  return { to, subject: words.subject, text, html };
}
