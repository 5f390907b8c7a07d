import { Checkbox, Stack, Text } from '@mantine/core';
import type { Task } from '@reign/contract';
import { type ReactNode, useId } from 'react';
import { useOptimisticDone } from './use-optimistic-done';

export interface TaskCheckProps {
  task: Task;
  onToggle: (task: Task, done: boolean) => Promise<boolean>;
  /** the smaller reading under a goal */
  compact?: boolean;
  /** the details under the title */
  children?: ReactNode;
}

/** A task's done checkbox, named by its title (struck through once done), and its details. */
export function TaskCheck({ task, onToggle, compact = false, children }: TaskCheckProps) {
  const titleId = useId();
  const done = Boolean(task.completedAt);
  const box = useOptimisticDone(done, (next) => onToggle(task, next));
  return (
    <>
      <Checkbox
        mt={3}
        checked={box.checked}
        onChange={(event) => box.onChange(event.currentTarget.checked)}
        aria-labelledby={titleId}
      />
      <Stack gap={compact ? 2 : 4} style={{ flex: 1, minWidth: 0 }}>
        <Text
          id={titleId}
          size={compact ? 'sm' : undefined}
          fw={compact ? 500 : 600}
          td={done ? 'line-through' : undefined}
          c={done ? 'dimmed' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {task.title}
        </Text>
        {children}
      </Stack>
    </>
  );
}
