import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void> | void;
  onClose: () => void;
}

/** A small 'are you sure' dialog; Cancel is focused first so Enter never destroys by accident. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm">
      <Stack gap="lg">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t`Cancel`}
          </Button>
          <Button color="red" onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * 'Delete …?' for `row` (closed while null): Delete runs `onDelete`, then the dialog closes.
 */
export function DeleteDialog<T>({
  row,
  title,
  message,
  onDelete,
  onClose,
}: {
  row: T | null;
  title: string;
  /** what deleting `row` does */
  message: (row: T) => ReactNode;
  onDelete: (row: T) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      opened={row !== null}
      title={title}
      message={row ? message(row) : ''}
      confirmLabel={t`Delete`}
      onClose={onClose}
      onConfirm={async () => {
        if (row) await onDelete(row);
        onClose();
      }}
    />
  );
}
