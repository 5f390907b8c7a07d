import { useLingui } from '@lingui/react/macro';
import { quoted } from '@reign/domain';
import { useCallback, useState } from 'react';
import { showToast } from '../../ui/toast';
import { copyText, useCopiedIndicator } from '../../ui/use-copied';
import { useAuth } from '../auth';
import { recordShare, type SharePlatformValue, type ShareResult } from './share-api';
import { shareImageFile } from './share-image';
import {
  absoluteShareUrl,
  emailShareUrl,
  facebookShareUrl,
  shareText,
  verseEmail,
  verseLandingUrl,
  xShareUrl,
} from './share-links';
import { COPIED_TITLE, SHARED_TITLE, shareToastLines } from './share-toast';

export interface ShareVerseInput {
  reference: string;
  verse: string;
  entryId?: string | null;
  /** the abbreviation of the translation `verse` is in ('KJV'), cited beside the reference; none for the WEB */
  translation?: string | undefined;
}

/** The reference as a shared verse cites it: with its translation when it is not the WEB ('John 3:16 (KJV)'). */
export function citedReference(reference: string, translation?: string): string {
  return translation ? `${reference} (${translation})` : reference;
}

/** True where the browser has a system share sheet. */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Opens a window now (inside the click, so pop-up blockers allow it) to point at the share page later. */
function openBlankWindow(): Window | null {
  try {
    const win = window.open('about:blank', '_blank');
    if (win) win.opener = null;
    return win;
  } catch {
    return null;
  }
}

/**
 * Sharing one verse: records the share (signed in), then sends the short link to the platform,
 * shows the points and achievements, and refreshes the user so the header badge changes.
 */
export function useShareVerse({ reference, verse, entryId, translation }: ShareVerseInput) {
  const { t, i18n } = useLingui();
  const { user, refreshUser } = useAuth();
  const [busy, setBusy] = useState(false);
  const [copied, markCopied] = useCopiedIndicator();
  const signedIn = user !== null;

  const share = useCallback(
    async (platform: SharePlatformValue) => {
      const popup = platform === 'x' || platform === 'facebook' ? openBlankWindow() : null;
      setBusy(true);
      let result: ShareResult | null = null;
      try {
        if (signedIn) {
          try {
            result = await recordShare(platform, reference, entryId);
          } catch {
            result = null;
          }
        }
        const origin = window.location.origin;
        const url = result ? absoluteShareUrl(origin, result.sharePath) : verseLandingUrl(origin, reference);
        const text = shareText(reference, i18n);
        let target: string | null = null;
        if (platform === 'x') target = xShareUrl(text, url);
        if (platform === 'facebook') target = facebookShareUrl(url);
        if (target) {
          if (popup) popup.location.href = target;
          else window.open(target, '_blank', 'noopener,noreferrer');
        } else if (platform === 'email') {
          const mail = verseEmail(citedReference(reference, translation), verse, url, i18n);
          window.location.href = emailShareUrl(mail.subject, mail.body);
        } else if (platform === 'copy') {
          try {
            await copyText(url);
          } catch {
            showToast({ title: t`Could not copy the link`, message: url, variant: 'error' });
            return;
          }
          markCopied();
        } else if (platform === 'native') {
          const cited = citedReference(reference, translation);
          const data: ShareData = { title: reference, text: `${quoted(verse)} — ${cited}`, url };
          const file = await shareImageFile(reference, verse, translation).catch(() => null);
          if (file && navigator.canShare?.({ files: [file] })) data.files = [file];
          try {
            await navigator.share(data);
          } catch (err) {
            // The person closed the sheet: nothing to say (the share was recorded as offered).
            if (err instanceof Error && err.name === 'AbortError') return;
            if (data.files)
              await navigator.share({ title: data.title, text: data.text, url }).catch(() => {});
          }
        }
        const lines = shareToastLines(result, signedIn, i18n);
        showToast({
          title: i18n._(platform === 'copy' ? COPIED_TITLE : SHARED_TITLE),
          message: lines.join(' '),
          variant: result || !signedIn ? 'success' : 'default',
        });
      } finally {
        setBusy(false);
        if (result) void refreshUser({ force: true }).catch(() => {});
      }
    },
    [signedIn, reference, verse, entryId, translation, markCopied, refreshUser, t, i18n],
  );

  return { share, busy, copied, signedIn };
}
