import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** A short list of what something includes, each with a teal check. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <List
      spacing={4}
      size="sm"
      icon={
        <ThemeIcon color="teal" size={18} radius="xl" aria-hidden="true">
          <IconCheck size={12} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
