import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { errorMessage } from '../api';
import { i18n } from '../i18n/catalogue';
import { type Spoken, spokenWords } from '../i18n/shared-words';
import { afterToastStore, nextToastId } from './toast-store';

/** A toast's words. */
export interface ToastText {
  title: string;
  message: string;
}

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  message: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes; the spec's default is 5000 (set on <Notifications />). */
  autoClose?: number;
}

const colors: Record<ToastVariant, string | undefined> = {
  default: undefined,
  success: 'teal',
  error: 'red',
};

/**
 * Shows one toast. The spec allows at most one at a time, so a new toast replaces the one on
 * screen instead of waiting behind it.
 */
export function showToast({ title, message, variant = 'default', autoClose }: ToastOptions): string {
  const id = nextToastId();
  afterToastStore(({ notifications }) => {
    notifications.clean();
    notifications.show({
      id,
      title,
      message,
      color: colors[variant],
      ...(autoClose === undefined ? {} : { autoClose }),
    });
  });
  return id;
}

/** Closes every toast: a step that succeeded without a toast of its own must not leave an old error up. */
export function clearToasts(): void {
  afterToastStore(({ notifications }) => notifications.clean(), { onlyIfLoaded: true });
}

/**
 * The failure toast of a write: `title`, and the server's message, or `fallback` when it gave
 * none (or could not be reached).
 */
export function showFailure(title: string, err: unknown, fallback?: string): string {
  const text = fallback ?? i18n._(msg`Please try again.`);
  return showToast({ title, message: errorMessage(err, text), variant: 'error' });
}

/** The success toast of a write whose answer is `{ message }`: that message (by its code) under `title`. */
export const titled =
  (title: string) =>
  (answer: Spoken): ToastText => ({ title, message: spokenWords(answer) });

/**
 * Runs a write and says how it went: the `success` toast (from what the write resolved to), or
 * the failure toast of `failureTitle` when it threw. Resolves whether it succeeded.
 */
export async function attempt<R>(
  write: () => Promise<R>,
  success: (result: R) => ToastText,
  failureTitle: string,
  failureMessage?: string,
): Promise<boolean> {
  let result: R;
  try {
    result = await write();
  } catch (err) {
    showFailure(failureTitle, err, failureMessage);
    return false;
  }
  showToast({ ...success(result), variant: 'success' });
  return true;
}
