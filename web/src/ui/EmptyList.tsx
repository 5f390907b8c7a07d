import { Button, EmptyState, type MantineSpacing } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyListProps {
  title?: string;
  description: ReactNode;
  icon?: ReactNode;
  /** the one thing to do next, for example 'Add a Task' (a + button) */
  action?: { label: string; onClick: () => void };
  /** any other action element, instead of `action` */
  children?: ReactNode;
  py?: MantineSpacing;
  /** smaller + icon, for cards */
  compact?: boolean;
  /** the title is a heading of this level (a section that is only this empty state) */
  headingOrder?: 2 | 3 | 4;
}

/** What a list shows when it has nothing yet: an icon, what belongs here, and what to do. */
export function EmptyList({
  title,
  description,
  icon,
  action,
  children,
  py,
  compact = false,
  headingOrder,
}: EmptyListProps) {
  const actions = action ? (
    <Button leftSection={<IconPlus size={compact ? 16 : 18} aria-hidden="true" />} onClick={action.onClick}>
      {action.label}
    </Button>
  ) : (
    children
  );
  return (
    <EmptyState icon={icon} variant="light" py={py}>
      {title ? <EmptyState.Title order={headingOrder}>{title}</EmptyState.Title> : null}
      <EmptyState.Description>{description}</EmptyState.Description>
      {actions ? <EmptyState.Actions>{actions}</EmptyState.Actions> : null}
    </EmptyState>
  );
}
