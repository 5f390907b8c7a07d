import { ApiError } from '@reign/contract/api-error';
import { sharedWords } from '../i18n/shared-words';

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
 * The text to show a person for a failed call: the server's `{message}` when the answer carried
 * one, otherwise `fallback` (network failures, HTML error pages, empty bodies, other errors). The
 * server writes English (mostly the contract's messages): a message the catalogue knows shows in
 * the active language (sharedWords).
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.fromServer ? sharedWords(err.message) : fallback;
  return isShowable(err) ? sharedWords(err.message) : fallback;
}

/**
 * An error of this device written for the person using the app (for example, storage full): it
 * carries `showable: true`, and `errorMessage` shows its message instead of the fallback.
 */
export function isShowable(err: unknown): err is Error {
  return err instanceof Error && (err as { showable?: unknown }).showable === true;
}
