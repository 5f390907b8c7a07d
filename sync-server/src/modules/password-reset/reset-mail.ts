import { RESET_CODE_TTL_MINUTES } from '@reign/domain';
import type { MailMessage } from '../../plugins/mail';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The reset e-mail: what the code is for and when it expires, in plain text and HTML. */
export function resetMail(to: string, username: string, code: string, expires: Date): MailMessage {
  const until = `${expires.toISOString().slice(11, 16)} UTC`;
  const text = [
    `Hello ${username},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Reign account.',
    '',
    `Your reset code is: ${code}`,
    '',
    `Enter it on the Reset Password page within ${RESET_CODE_TTL_MINUTES} minutes (before ${until}). It works once.`,
    '',
    'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    '',
    '— Reign',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#222;max-width:480px">
<p>Hello ${escapeHtml(username)},</p>
<p>Someone (hopefully you) asked to reset the password of your Reign account.</p>
<p>Your reset code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>
<p>Enter it on the Reset Password page within ${RESET_CODE_TTL_MINUTES} minutes (before ${until}). It works once.</p>
<p style="color:#666">If you did not ask for this, you can ignore this e-mail: your password stays the same.</p>
<p>— Reign</p>
</body></html>`;
  return { to, subject: 'Your Reign password reset code', text, html };
}
