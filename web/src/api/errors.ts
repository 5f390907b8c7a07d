import { ApiError } from '@reign/contract/api-error';
import { englishWords, spokenWords } from '../i18n/shared-words';

export {
  ApiError,
  type ApiErrorCode,
  type ApiErrorInit,
  badResponse,
  errorCode,
  errorFromResponse,
  networkError,
} from '@reign/contract/api-error';

/**
 * The text to show a person for a failed call: the server's message when the answer carried one,
 * in the active language by its code (spokenWords), otherwise `fallback` (network failures, HTML
 * error pages, empty bodies, other errors).
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.fromServer ? spokenWords(err) : fallback;
  return isShowable(err) ? englishWords(err.message) : fallback;
}

/**
 * An error of this device written for the person using the app (for example, storage full): it
 * carries `showable: true`, and `errorMessage` shows its message instead of the fallback.
 */
export function isShowable(err: unknown): err is Error {
  return err instanceof Error && (err as { showable?: unknown }).showable === true;
}
