export { AudioPlayer, type AudioPlayerProps } from './AudioPlayer';
export { PlayerHostSlot } from './PlayerHostSlot';
export { startTrack } from './player-commands';
export { makeTrack, usePlayerStore } from './player-store';
export { ReadAloudParagraphs } from './ReadAloudParagraphs';
