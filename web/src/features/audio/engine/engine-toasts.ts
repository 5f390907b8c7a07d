import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n/catalogue';
import { audioToast, playbackFailed } from '../audio-toasts';

/** The audio toasts the engine shows (spec part 1 section 8); in the engine's chunk. */
export const audioToasts = {
  autoplayBlocked: () =>
    audioToast(i18n._(msg`Autoplay blocked`), i18n._(msg`Please tap the play button to listen to the audio`)),
  playbackFailed,
  loadingFailed: () =>
    audioToast(
      i18n._(msg`Audio loading failed`),
      i18n._(msg`Unable to load the audio file. Please try again.`),
      'error',
    ),
  playbackError: () =>
    audioToast(
      i18n._(msg`Audio playback error`),
      i18n._(msg`Unable to play the audio file. Please try again.`),
      'error',
    ),
  /** Not in the spec: the device's voice (Read aloud) failed. */
  speechFailed: () =>
    audioToast(
      i18n._(msg`Read aloud failed`),
      i18n._(msg`Your device could not read the text aloud. Please try again.`),
      'error',
    ),
};
