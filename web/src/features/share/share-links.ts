import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/** Where a share goes and what it says: pure functions, tested in share-links.test.ts. */

export const APP_NAME = 'Reign';

/** The text that goes with a shared verse: the reference and a line about Reign. */
export function shareText(reference: string, i18n: I18n): string {
  return i18n._(msg`${reference} — today's verse on Reign`);
}

/** The absolute URL to share: the server's short link path on this origin. */
export function absoluteShareUrl(origin: string, sharePath: string): string {
  return new URL(sharePath, origin).toString();
}

/** The page a verse opens on, for a guest's share (no short link without an account). */
export function verseLandingUrl(origin: string, reference: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('verse', reference);
  return url.toString();
}

export function xShareUrl(text: string, url: string): string {
  return `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

export function emailShareUrl(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The e-mail of a shared verse: the reference as the subject, the verse and the link as the body. */
export function verseEmail(
  reference: string,
  verse: string,
  url: string,
  i18n: I18n,
): { subject: string; body: string } {
  const quote = verse.trim() ? `"${verse.trim()}" — ${reference}\n\n` : `${reference}\n\n`;
  return {
    subject: i18n._(msg`${reference} — a verse for you`),
    body: `${quote}${i18n._(msg`Read it on Reign: ${url}`)}`,
  };
}

/** A file name for the share image: the reference in lower case, letters, digits and dashes. */
export function shareImageFileName(reference: string): string {
  const slug = reference
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `reign-${slug || 'verse'}.png`;
}
