export { ShareVerseButton } from './ShareVerseButton';
export { emailShareUrl, facebookShareUrl, xShareUrl } from './share-links';
export { copyText, useCopiedIndicator } from './use-copied';
