export { AudioPlayer, type AudioPlayerProps } from './AudioPlayer';
export { PlayerHostSlot } from './PlayerHostSlot';
export { ReadAloudParagraphs } from './ReadAloudParagraphs';
