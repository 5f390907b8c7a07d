import { lazyPart } from '../../ui/LazyPart';

// The shared-verse card of `/?verse=REF` loads only where a short link lands.
export const SharedVerseCard = lazyPart(async () => ({
  default: (await import('./SharedVerseCard')).SharedVerseCard,
}));
export { downloadBlob } from '../../ui/download';
// The look every drawn image shares (the verse image, the completion's 'Your day' card).
export {
  CARD_PADDING,
  CARD_PALETTE,
  type Card,
  cardToPng,
  drawLines,
  drawWordmark,
  fitText,
  SANS,
  SERIF,
  scriptureFont,
  startCard,
} from './card-art';
// A drawn image shared (the completion's 'Your day'): its code (the share API's schemas, the toast)
// loads with the first such share, never with the share button on the first load of `/`.
export const recordImageShare = async (
  ...args: Parameters<typeof import('./record-image-share').recordImageShare>
) => (await import('./record-image-share')).recordImageShare(...args);
export { ShareVerseButton } from './ShareVerseButton';
export { downloadShareImage, drawShareImage } from './share-image';
export { emailShareUrl, facebookShareUrl, xShareUrl } from './share-links';
