import { lazyPart } from '../../ui/LazyPart';

// The shared-verse card of `/?verse=REF` loads only where a short link lands.
export const SharedVerseCard = lazyPart(async () => ({
  default: (await import('./SharedVerseCard')).SharedVerseCard,
}));
export { downloadBlob } from '../../ui/download';
// A drawn image shared (the completion's 'Your day'): its code (the share API's schemas, the toast)
// loads with the first such share, never with the share button on the first load of `/`.
export const recordImageShare = async (
  ...args: Parameters<typeof import('./record-image-share').recordImageShare>
) => (await import('./record-image-share')).recordImageShare(...args);
export { ShareVerseButton } from './ShareVerseButton';
// The verse image: drawn with the first share or download, never part of a page's first load.
export const drawShareImage = async (...args: Parameters<typeof import('./share-image').drawShareImage>) =>
  (await import('./share-image')).drawShareImage(...args);
export const downloadShareImage = async (
  ...args: Parameters<typeof import('./share-image').downloadShareImage>
) => (await import('./share-image')).downloadShareImage(...args);
export { emailShareUrl, facebookShareUrl, xShareUrl } from './share-links';
