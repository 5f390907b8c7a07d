import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showFailure, showToast, type ToastText } from './toast';

export type { ToastText } from './toast';

import { usePhone } from './use-phone';

export interface FormDialogProps<V extends FieldValues, O> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** a react-hook-form form (with its zod resolver) whose fields are the children */
  form: UseFormReturn<V, unknown, O>;
  /** the values the form starts from each time the dialog opens */
  values: V;
  /** what `values` belong to (a row's id, null for a new one): the form refills when it changes */
  valuesKey: unknown;
  /** the write; when it rejects the dialog stays open with the form as typed */
  onSubmit: (values: O) => Promise<unknown>;
  submitLabel: string;
  /** the toast once the write succeeded (the dialog then closes) */
  success: (values: O) => ToastText;
  /** the failure toast's title */
  failureTitle: string;
  /** the failure toast's text when the server gave no message of its own ('Please try again.') */
  failureMessage?: string;
  /** the form's accessible name */
  label?: string;
  size?: ModalProps['size'];
  /** centred, and full screen on a phone (the goal and task dialogs) */
  centeredFullScreenOnPhone?: boolean;
  children: ReactNode;
}

/**
 * The one form dialog: a modal around a react-hook-form form, Cancel and a submit button that
 * shows it is working; a success toast and close, or a failure toast with the dialog kept open.
 */
export function FormDialog<V extends FieldValues, O>({
  opened,
  onClose,
  title,
  form,
  values,
  valuesKey,
  onSubmit,
  submitLabel,
  success,
  failureTitle,
  failureMessage,
  label,
  size,
  centeredFullScreenOnPhone = false,
  children,
}: FormDialogProps<V, O>) {
  const { t } = useLingui();
  const { reset, handleSubmit, formState } = form;
  const isPhone = usePhone();

  // Each opening starts from the row being edited, or from a fresh form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when the dialog opens or the row changes
  useEffect(() => {
    if (opened) reset(values);
  }, [opened, valuesKey, reset]);

  const submit = handleSubmit(async (output) => {
    try {
      await onSubmit(output);
    } catch (err) {
      showFailure(failureTitle, err, failureMessage);
      return;
    }
    showToast({ ...success(output), variant: 'success' });
    onClose();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered={centeredFullScreenOnPhone}
      fullScreen={centeredFullScreenOnPhone && isPhone}
    >
      <form onSubmit={submit} noValidate aria-label={label}>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
