import { i18n } from '../../i18n';
import { showToast } from '../../ui/toast';
import { recordShare, type ShareResult } from './share-api';
import { SHARED_TITLE, shareToastLines } from './share-toast';

/**
 * A drawn image (the completion's 'Your day') went through the system share sheet: a signed-in
 * person's share is recorded like a verse's ('native', the day's verse), so it earns by the same
 * rules (docs/decisions.md), and the toast says what it earned. A guest is told to sign in.
 */
export async function recordImageShare(
  verseReference: string,
  signedIn: boolean,
  entryId?: string | null,
): Promise<ShareResult | null> {
  let result: ShareResult | null = null;
  if (signedIn) result = await recordShare('native', verseReference, entryId).catch(() => null);
  showToast({
    title: i18n._(SHARED_TITLE),
    message: shareToastLines(result, signedIn, i18n).join(' '),
    variant: result || !signedIn ? 'success' : 'default',
  });
  return result;
}
