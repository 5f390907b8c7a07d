import { lazyPart } from '../../ui/LazyPart';

// The shared-verse card of `/?verse=REF` loads only where a short link lands.
export const SharedVerseCard = lazyPart(async () => ({
  default: (await import('./SharedVerseCard')).SharedVerseCard,
}));
export { ShareVerseButton } from './ShareVerseButton';
export { emailShareUrl, facebookShareUrl, xShareUrl } from './share-links';
