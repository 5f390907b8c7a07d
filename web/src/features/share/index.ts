export { SharedVerseCard } from './SharedVerseCard';
export { ShareVerseButton } from './ShareVerseButton';
export { emailShareUrl, facebookShareUrl, xShareUrl } from './share-links';
export { copyText, useCopiedIndicator } from './use-copied';
