import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { Task } from '@reign/contract';
import { COMPLETED_TASKS_SHOWN } from '@reign/domain';
import { IconChecklist } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { serverToday } from '../../api';
import { useGoals, useTasks } from '../../data';
import { DeleteDialog } from '../../ui/ConfirmDialog';
import { EmptyList } from '../../ui/EmptyList';
import { ListHeader } from '../../ui/ListHeader';
import { ListSection } from '../../ui/ListSection';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Loaded } from '../../ui/Loaded';
import { VirtualList } from '../../ui/VirtualList';
import { TaskDialog } from './TaskDialog';
import { TaskItem, type TaskItemProps } from './TaskItem';
import { splitTasks } from './task-lists';
import { useTaskActions } from './use-task-actions';

type ItemHandlers = Pick<TaskItemProps, 'onToggle' | 'onEdit' | 'onDelete' | 'today'>;

/** A task's height in the list before it is measured (title, badges, dates). */
const TASK_ROW_PX = 112;
const taskKey = (task: Task) => task.id;

/** The tasks of one section; only those on screen are drawn, so a thousand stay fast. */
function TaskList({
  tasks,
  goalTitles,
  label,
  ...handlers
}: { tasks: Task[]; goalTitles: Map<string, string>; label: string } & ItemHandlers) {
  return (
    <VirtualList
      items={tasks}
      label={label}
      getKey={taskKey}
      estimateSize={TASK_ROW_PX}
      gap={12}
      renderItem={(task) => (
        <TaskItem
          task={task}
          goalTitle={task.goalId ? goalTitles.get(task.goalId) : undefined}
          {...handlers}
        />
      )}
    />
  );
}

/**
 * 'My Tasks' (spec part 1 'Dashboard', tasks tab): open tasks, then the completed ones (the first
 * five, then 'And N more completed tasks...'), with New Task, edit, delete and complete.
 */
export function TasksTab() {
  const { t } = useLingui();
  const tasks = useTasks();
  const goals = useGoals();
  const { toggleTask, removeTask } = useTaskActions();
  const [dialog, setDialog] = useState<{ opened: boolean; task: Task | null }>({ opened: false, task: null });
  const [toDelete, setToDelete] = useState<Task | null>(null);
  const today = serverToday();

  const { open, completed } = useMemo(() => splitTasks(tasks ?? []), [tasks]);
  const goalTitles = useMemo(() => new Map((goals ?? []).map((g) => [g.id, g.title])), [goals]);

  const openNew = () => setDialog({ opened: true, task: null });
  const handlers: ItemHandlers = {
    today,
    onToggle: toggleTask,
    onEdit: (task) => setDialog({ opened: true, task }),
    onDelete: setToDelete,
  };
  const hiddenCompleted = completed.length - COMPLETED_TASKS_SHOWN;
  const openCount = open.length;
  const completedCount = completed.length;

  return (
    <Stack gap="lg">
      <ListHeader title={t`My Tasks`} addLabel={t`New Task`} onAdd={openNew} />

      <Loaded
        data={tasks}
        loading={<ListSkeleton label={t`Loading tasks`} />}
        empty={
          <EmptyList
            icon={<IconChecklist size={32} aria-hidden="true" />}
            title={t`No tasks yet`}
            description={t`Add the steps that move your day and your goals forward.`}
            action={{ label: t`Add a Task`, onClick: openNew }}
            py="xl"
          />
        }
      >
        {() => (
          <>
            <ListSection title={t`To Do (${openCount})`}>
              {open.length === 0 ? (
                <Text c="dimmed" size="sm">
                  {t`All caught up. Nothing left to do.`}
                </Text>
              ) : (
                <TaskList tasks={open} goalTitles={goalTitles} label={t`Open tasks`} {...handlers} />
              )}
            </ListSection>
            {completed.length > 0 && (
              <ListSection title={t`Completed (${completedCount})`}>
                <TaskList
                  tasks={completed.slice(0, COMPLETED_TASKS_SHOWN)}
                  goalTitles={goalTitles}
                  label={t`Completed tasks`}
                  {...handlers}
                />
                {hiddenCompleted > 0 && (
                  <Text size="sm" c="dimmed">
                    {t`And ${hiddenCompleted} more completed tasks...`}
                  </Text>
                )}
              </ListSection>
            )}
          </>
        )}
      </Loaded>

      <TaskDialog
        opened={dialog.opened}
        task={dialog.task}
        onClose={() => setDialog((d) => ({ ...d, opened: false }))}
      />
      <DeleteDialog
        row={toDelete}
        title={t`Delete task?`}
        message={(task) => {
          const title = task.title;
          return t`"${title}" will be deleted.`;
        }}
        onDelete={removeTask}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
