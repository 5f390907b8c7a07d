import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/catalogue';
import { showToast, type ToastVariant } from '../../ui/toast';

/** The audio toasts of spec part 1 section 8, all shown for 3000 ms. */
export const AUDIO_TOAST_MS = 3000;

/** One of the audio toasts. */
export const audioToast = (title: string, message: string, variant?: ToastVariant) =>
  showToast({ title, message, variant, autoClose: AUDIO_TOAST_MS });

/**
 * 'Audio playback failed': the one audio toast of the first load (the press, when the engine's
 * chunk cannot be fetched); the engine's own are engine/engine-toasts.ts, in its chunk.
 */
export const playbackFailed = () =>
  audioToast(
    i18n._(msg`Audio playback failed`),
    i18n._(msg`Unable to play the audio file. Please try again.`),
    'error',
  );
