import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** A list screen's heading with its add button ('My Tasks' · New Task). */
export function ListHeader({
  title,
  addLabel,
  onAdd,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Group>
  );
}
