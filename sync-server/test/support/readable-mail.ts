import type { CaughtMail } from './smtp-catcher';

/**
 * A caught mail as a person reads it: quoted-printable and the subject's encoded words decoded
 * (a Spanish mail's accents travel encoded), so a test can look for its words.
 */
export function readableMail(mail: CaughtMail): string {
  const bytes = (text: string) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return mail.raw
    .replace(/\r?\n[ \t]+/g, ' ') // folded header lines
    .replace(/\?=\s+=\?/g, '?==?') // adjacent encoded words
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'))
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, q: string) => bytes(q.replace(/_/g, ' ')))
    .split(/\r?\n\r?\n/)
    .map((part) => (/=\r?\n|=[0-9A-F]{2}/.test(part) ? bytes(part.replace(/=\r?\n/g, '')) : part))
    .join('\n\n');
}
