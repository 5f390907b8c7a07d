import { EMAIL_CODE_TTL_HOURS } from '@reign/domain';
import type { MailMessage } from '../../plugins/mail';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The confirmation e-mail: what the code is for and how long it works, in plain text and HTML. */
export function confirmationMail(to: string, username: string, code: string): MailMessage {
  const text = [
    `Hello ${username},`,
    '',
    'Please confirm this e-mail address for your Reign account, so password reset codes can reach you here.',
    '',
    `Your confirmation code is: ${code}`,
    '',
    `Enter it on your profile within ${EMAIL_CODE_TTL_HOURS} hours.`,
    '',
    'If you did not add this address to a Reign account, you can ignore this e-mail.',
    '',
    '— Reign',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#222;max-width:480px">
<p>Hello ${escapeHtml(username)},</p>
<p>Please confirm this e-mail address for your Reign account, so password reset codes can reach you here.</p>
<p>Your confirmation code is:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>
<p>Enter it on your profile within ${EMAIL_CODE_TTL_HOURS} hours.</p>
<p style="color:#666">If you did not add this address to a Reign account, you can ignore this e-mail.</p>
<p>— Reign</p>
</body></html>`;
  return { to, subject: 'Confirm your e-mail address for Reign', text, html };
}
