import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A header button with a count and what it counts ('2 not saved', '1 to review'): the words show
 * where the header has room, the count and the icon everywhere; its name says both.
 */
export function CountButton({
  count,
  words,
  color,
  icon,
  title,
  onClick,
}: {
  count: number;
  words: string;
  color: string;
  icon: ReactNode;
  title: string;
  onClick: () => void;
}) {
  return (
    <Button
      color={color}
      variant="light"
      size="compact-sm"
      px={6}
      leftSection={icon}
      aria-label={`${count} ${words}`}
      title={title}
      onClick={onClick}
    >
      {count}
      <Text span size="sm" fw={600} visibleFrom="xl" ml={4}>
        {words}
      </Text>
    </Button>
  );
}
