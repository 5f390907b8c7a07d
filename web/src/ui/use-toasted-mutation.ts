import { type QueryKey, useMutation } from '@tanstack/react-query';
import { showFailure, showToast, type ToastText } from './toast';

export interface ToastedMutationOptions<A, R> {
  /** the write */
  run: (arg: A) => Promise<R>;
  /** the reads it changes: refreshed once it succeeds */
  invalidates?: readonly QueryKey[];
  /** the success toast; none without it */
  success?: (arg: A, result: R) => ToastText;
  /** the failure toast's title; its text is the server's message */
  failureTitle: string;
  /** the failure toast's text when the server gave no message of its own */
  failureMessage?: string;
}

/**
 * A write to the server (TanStack's useMutation) that says how it went: a success toast, or a
 * failure toast with the server's message; the lists it changed are refreshed.
 */
export function useToastedMutation<A, R>({
  run,
  invalidates,
  success,
  failureTitle,
  failureMessage,
}: ToastedMutationOptions<A, R>) {
  return useMutation({
    mutationFn: run,
    meta: { invalidates },
    onSuccess: (result, arg) => {
      if (success) showToast({ ...success(arg, result), variant: 'success' });
    },
    onError: (err) => showFailure(failureTitle, err, failureMessage),
  });
}
