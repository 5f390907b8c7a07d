import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';

export interface InlineTaskEditorProps {
  /** the task's title before the edit: the editor's name ('Editing …') */
  name: string;
  title: string;
  titleError: string | null;
  onTitleChange: (title: string) => void;
  onSave: () => void;
  onCancel: () => void;
  saving?: boolean;
  cancelLabel: string;
  saveLabel: string;
  /** the fields after the title */
  children: ReactNode;
}

/**
 * A task edited in place, in a list: its title first, then `children`; Enter in a field saves and
 * Escape cancels this edit only (not a dialog around it).
 */
export function InlineTaskEditor({
  name,
  title,
  titleError,
  onTitleChange,
  onSave,
  onCancel,
  saving = false,
  cancelLabel,
  saveLabel,
  children,
}: InlineTaskEditorProps) {
  const { t } = useLingui();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      onSave();
    }
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm" onKeyDown={onKeyDown} aria-label={t`Editing ${name}`}>
      <Stack gap="xs">
        <TextInput
          label={t`Task title`}
          required
          autoFocus
          value={title}
          error={titleError}
          onChange={(e) => onTitleChange(e.currentTarget.value)}
        />
        {children}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {t`Enter saves · Escape cancels`}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button size="xs" onClick={onSave} loading={saving}>
              {saveLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
