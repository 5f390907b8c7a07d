import { showToast } from '../../ui/toast';

/** The audio toasts of spec part 1 section 8, all shown for 3000 ms. */
export const AUDIO_TOAST_MS = 3000;

export const audioToasts = {
  autoplayBlocked: () =>
    showToast({
      title: 'Autoplay blocked',
      message: 'Please tap the play button to listen to the audio',
      autoClose: AUDIO_TOAST_MS,
    }),
  playbackFailed: () =>
    showToast({
      title: 'Audio playback failed',
      message: 'Unable to play the audio file. Please try again.',
      variant: 'error',
      autoClose: AUDIO_TOAST_MS,
    }),
  loadingFailed: () =>
    showToast({
      title: 'Audio loading failed',
      message: 'Unable to load the audio file. Please try again.',
      variant: 'error',
      autoClose: AUDIO_TOAST_MS,
    }),
  playbackError: () =>
    showToast({
      title: 'Audio playback error',
      message: 'Unable to play the audio file. Please try again.',
      variant: 'error',
      autoClose: AUDIO_TOAST_MS,
    }),
  /** Not in the spec: the device's voice (Read aloud) failed. */
  speechFailed: () =>
    showToast({
      title: 'Read aloud failed',
      message: 'Your device could not read the text aloud. Please try again.',
      variant: 'error',
      autoClose: AUDIO_TOAST_MS,
    }),
};
