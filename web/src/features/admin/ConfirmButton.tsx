import { ActionIcon, Button, Group, Popover, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

/** A delete icon that asks first. */
export function ConfirmDelete({
  label,
  question,
  onConfirm,
}: {
  label: string;
  question: string;
  onConfirm: () => void;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} withArrow position="left" trapFocus>
      <Popover.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => setOpened((o) => !o)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown role="alertdialog" aria-label={label}>
        <Text size="sm" maw={260} mb="sm">
          {question}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={() => setOpened(false)}>
            Cancel
          </Button>
          <Button
            size="xs"
            color="red"
            onClick={() => {
              setOpened(false);
              onConfirm();
            }}
          >
            Delete
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
