import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface ConfirmDeleteButtonProps {
  /** the button's name and the dialog's title, for example 'Delete John 3:16' */
  label: string;
  /** what deleting does, asked before it happens */
  question: string;
  onConfirm: () => Promise<void> | void;
}

/** A delete icon that asks first (the one confirm dialog). */
export function ConfirmDeleteButton({ label, question, onConfirm }: ConfirmDeleteButtonProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => setOpened(true)}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
      <ConfirmDialog
        opened={opened}
        title={label}
        message={question}
        confirmLabel={t`Delete`}
        onClose={() => setOpened(false)}
        onConfirm={async () => {
          setOpened(false);
          await onConfirm();
        }}
      />
    </>
  );
}
