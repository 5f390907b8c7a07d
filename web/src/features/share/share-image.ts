import { quoted } from '@reign/domain';
import {
  CARD_PADDING,
  CARD_PALETTE,
  cardToPng,
  drawLines,
  drawWordmark,
  fitText,
  SANS,
  scriptureFont,
  startCard,
} from '../../ui/card-art';
import { downloadBlob } from '../../ui/download';
import { shareImageFileName } from './share-links';

export { wrapLines } from '../../ui/card-art';

/** The share image's size: the 1.91:1 card that X and Facebook show large. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/**
 * Draws the verse (text, reference and the app's name) in the look of card-art.ts and answers a
 * PNG, or null where canvases cannot draw (old browsers, tests). `translation`: the abbreviation of
 * the verse's translation, after the reference ('— John 3:16 · KJV'); none for the WEB.
 */
export async function drawShareImage(
  reference: string,
  verse: string,
  translation?: string,
): Promise<Blob | null> {
  const card = startCard(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT);
  if (!card) return null;
  const { ctx, width, height } = card;
  const maxWidth = width - CARD_PADDING * 2;
  // Verse: the largest size (down to 28 px) at which it fits above the reference and the name.
  const fitted = fitText(ctx, quoted(verse), scriptureFont, {
    maxWidth,
    maxHeight: height - 260,
    max: 52,
    min: 28,
  });
  const blockTop = (height - 120 - fitted.lines.length * fitted.lineHeight) / 2 + 20;
  const below = drawLines(card, fitted, CARD_PADDING, blockTop, CARD_PALETTE.text);

  ctx.font = `600 34px ${SANS}`;
  ctx.fillStyle = CARD_PALETTE.muted;
  ctx.fillText(`— ${reference}${translation ? ` · ${translation}` : ''}`, CARD_PADDING, below + 24);
  drawWordmark(card);
  return cardToPng(card);
}

/** The share image as a File (for `navigator.share({ files })`), or null. */
export async function shareImageFile(
  reference: string,
  verse: string,
  translation?: string,
): Promise<File | null> {
  const blob = await drawShareImage(reference, verse, translation);
  return blob ? new File([blob], shareImageFileName(reference), { type: 'image/png' }) : null;
}

/** Saves the share image through a temporary link. Answers false when it could not be drawn. */
export async function downloadShareImage(
  reference: string,
  verse: string,
  translation?: string,
): Promise<boolean> {
  const blob = await drawShareImage(reference, verse, translation);
  if (!blob) return false;
  downloadBlob(blob, shareImageFileName(reference));
  return true;
}
