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
export { recordImageShare } from './record-image-share';
export { ShareVerseButton } from './ShareVerseButton';
export { downloadShareImage, drawShareImage } from './share-image';
export { emailShareUrl, facebookShareUrl, xShareUrl } from './share-links';
