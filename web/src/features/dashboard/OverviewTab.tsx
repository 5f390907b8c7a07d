import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Task } from '@reign/contract';
import { IconChecklist, IconPlus, IconTarget } from '@tabler/icons-react';
import { Fragment, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { useServerToday } from '../../api';
import { useEntries, useGoals, useTasks } from '../../data';
import { useAuth } from '../../session';
import { EmptyList, type EmptyListProps } from '../../ui/EmptyList';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Loaded } from '../../ui/Loaded';
import { MountWhenOpened } from '../../ui/MountWhenOpened';
import { YourCirclesCard, YourCirclesSkeleton } from '../circles';
import { CreateGoalDialog, useNewGoalGate } from '../goals';
import { AnsweredThisMonth } from '../prayers';
import { TodayReadingCard, useReadingHint } from '../reading-plans';
import { PlanConflictNotice } from '../sync-issues';
import { TaskDialog, todaysTasks, useOptimisticDone, useTaskActions } from '../tasks';
import { UpgradePrompt } from '../upgrade-prompt';
import { entryForDate } from './dashboard-stats';
import { STREAK_CARD_HEIGHT, StreakCard } from './StreakCard';
import { TodayPlanCard } from './TodayPlanCard';

// The dialogs (lazy in their features: their forms and schemas) load on their first open.

export const OVERVIEW_GOALS = 3;
export const OVERVIEW_TASKS = 4;

/**
 * The overview's tasks (issue 15): open tasks due or scheduled today and overdue ones, then the
 * upcoming ones; the first `count`, and how many of them are today's.
 */
export function overviewTasks(
  tasks: readonly Task[],
  today: string,
  count = OVERVIEW_TASKS,
): { shown: Task[]; nowCount: number; open: number } {
  const { now, upcoming } = todaysTasks(tasks, today);
  const shown = [...now, ...upcoming].slice(0, count);
  return { shown, nowCount: Math.min(now.length, count), open: now.length + upcoming.length };
}

function OverviewTask({ task }: { task: Task }) {
  const { toggleTask } = useTaskActions();
  const box = useOptimisticDone(Boolean(task.completedAt), (next) => toggleTask(task, next));
  return (
    <li>
      <Checkbox
        label={task.title}
        checked={box.checked}
        onChange={(event) => box.onChange(event.currentTarget.checked)}
        styles={{ label: { textDecoration: box.checked ? 'line-through' : undefined } }}
      />
    </li>
  );
}

/** One overview card: heading with its add button, the first items (skeleton, empty state) and 'View all'. */
function OverviewCard<T>({
  title,
  addLabel,
  onAdd,
  items,
  shown,
  loading,
  empty,
  viewAll,
  onViewAll,
  notice,
  subtitle,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** all the items (undefined while loading), for 'View all N' */
  items: readonly unknown[] | undefined;
  /** the items the card shows */
  shown: T[] | undefined;
  loading: ReactNode;
  empty: Omit<EmptyListProps, 'action' | 'compact'> & { actionLabel: string };
  /** 'View all 5 active goals', given the count */
  viewAll: (count: number) => string;
  onViewAll: () => void;
  /** shown under the heading (the upgrade prompt) */
  notice?: ReactNode;
  /** what the card counts, under its title */
  subtitle?: string;
  children: (shown: T[]) => ReactNode;
}) {
  const headingId = useId();
  const { actionLabel, ...emptyText } = empty;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={onAdd}
          >
            {addLabel}
          </Button>
        </Group>
        {subtitle ? (
          <Text size="sm" c="dimmed" mt={-8}>
            {subtitle}
          </Text>
        ) : null}
        {notice}
        <Loaded
          data={shown}
          loading={loading}
          empty={<EmptyList {...emptyText} action={{ label: actionLabel, onClick: onAdd }} compact />}
        >
          {(list) => (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {children(list)}
            </Stack>
          )}
        </Loaded>
        {items && items.length > (shown?.length ?? 0) ? (
          <Anchor component="button" type="button" size="sm" onClick={onViewAll}>
            {viewAll(items.length)}
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * A card's skeleton is as tall as its empty state (207 px: icon, title, two lines, button): a new
 * device shows it until its first sync answers, and most new accounts then show the empty state, so
 * nothing below moves when it arrives.
 */
const EMPTY_CARD_SKELETON = { rows: 3, height: 61 } as const;

function ActiveGoalsCard({ onViewAll }: { onViewAll: () => void }) {
  const { t } = useLingui();
  const goals = useGoals();
  const gate = useNewGoalGate();
  const [creating, setCreating] = useState(false);
  const newGoal = () => {
    if (gate.requestNewGoal()) setCreating(true);
  };
  // goals in progress only: completed ones are on My Goals, in their own section
  const active = useMemo(() => goals?.filter((g) => !g.completedAt), [goals]);
  return (
    <>
      <OverviewCard
        title={t`Active Goals`}
        addLabel={t`New Goal`}
        onAdd={newGoal}
        items={active}
        shown={active?.slice(0, OVERVIEW_GOALS)}
        loading={<ListSkeleton label={t`Loading goals`} {...EMPTY_CARD_SKELETON} />}
        empty={{
          icon: <IconTarget size={28} aria-hidden="true" />,
          title: t`No goals yet`,
          description: t`Set a goal and track your progress toward it.`,
          actionLabel: t`Create Your First Goal`,
        }}
        viewAll={(count) => t`View all ${plural(count, { one: '# active goal', other: '# active goals' })}`}
        onViewAll={onViewAll}
        notice={
          gate.showUpgrade && <UpgradePrompt feature={t`Multiple Goals`} onClose={gate.dismissUpgrade} />
        }
      >
        {(shown) =>
          shown.map((goal) => {
            const title = goal.title;
            return (
              <li key={goal.id}>
                <Group justify="space-between" wrap="nowrap" gap="xs" mb={4}>
                  <Text fw={500} truncate>
                    {goal.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {goal.progressPercentage}%
                  </Text>
                </Group>
                <Progress value={goal.progressPercentage} aria-label={t`${title} progress`} />
              </li>
            );
          })
        }
      </OverviewCard>
      <MountWhenOpened opened={creating}>
        <CreateGoalDialog opened={creating} onClose={() => setCreating(false)} />
      </MountWhenOpened>
    </>
  );
}

function TodaysTasksCard({ onViewAll, today }: { onViewAll: () => void; today: string }) {
  const { t } = useLingui();
  const tasks = useTasks();
  const [creating, setCreating] = useState(false);
  const list = useMemo(() => (tasks ? overviewTasks(tasks, today) : undefined), [tasks, today]);
  const open = useMemo(() => tasks?.filter((t) => !t.completedAt), [tasks]);
  return (
    <>
      <OverviewCard
        title={t`Today's Tasks`}
        subtitle={t`Open tasks due or scheduled today and overdue ones, then upcoming`}
        addLabel={t`New Task`}
        onAdd={() => setCreating(true)}
        items={open}
        shown={list?.shown}
        loading={<ListSkeleton label={t`Loading tasks`} {...EMPTY_CARD_SKELETON} />}
        empty={{
          icon: <IconChecklist size={28} aria-hidden="true" />,
          title: t`No open tasks`,
          description: t`Add a task to plan your day.`,
          actionLabel: t`Add a Task`,
        }}
        viewAll={(count) => t`View all ${plural(count, { one: '# open task', other: '# open tasks' })}`}
        onViewAll={onViewAll}
      >
        {(shown) =>
          shown.map((task, i) => (
            <Fragment key={task.id}>
              {i === list?.nowCount ? (
                <Text component="li" size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t`Upcoming`}
                </Text>
              ) : null}
              <OverviewTask task={task} />
            </Fragment>
          ))
        }
      </OverviewCard>
      <MountWhenOpened opened={creating}>
        <TaskDialog opened={creating} onClose={() => setCreating(false)} />
      </MountWhenOpened>
    </>
  );
}

/**
 * The overview tab: today's action plan (when there is a plan for today), Active Goals, Today's
 * Tasks, Your circles.
 */
export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: string) => void }) {
  const { t } = useLingui();
  const entries = useEntries();
  const today = useServerToday();
  const todayEntry = useMemo(() => (entries ? entryForDate(entries, today) : undefined), [entries, today]);
  const hasReadingPlan = useReadingHint();
  // the server renders the dashboard not knowing who is signed in: the circles card (its own
  // chunk, reading the server) comes once the account is known, its place held until then (a
  // card arriving at the foot of the page moved the footer)
  const { user, isLoading: accountLoading } = useAuth();
  // Drawn once this device's data is read (never in the server's render, where `entries` is not
  // known): the card's code is its own chunk, and a lazy part that suspends while the server
  // renders makes React drop the server's HTML of the page (error #419).
  const readingCard = entries !== undefined && (
    <Suspense fallback={null}>
      <TodayReadingCard where="overview" />
    </Suspense>
  );
  return (
    <Stack gap="lg">
      {todayEntry && (
        <>
          <PlanConflictNotice entryId={todayEntry.id} />
          <TodayPlanCard key={todayEntry.id} entry={todayEntry} />
        </>
      )}
      {/* until the history is read, the streak card's size: what every account shows here (today's
          plan card, when there is one, comes above it) */}
      <StreakCard
        loading={<ListSkeleton label={t`Loading your streak`} rows={1} height={STREAK_CARD_HEIGHT} />}
      />
      {/* with a plan this device knows, today's reading comes first; else the invitation comes last */}
      {hasReadingPlan && readingCard}
      <AnsweredThisMonth />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ActiveGoalsCard onViewAll={() => onOpenTab('goals')} />
        <TodaysTasksCard onViewAll={() => onOpenTab('tasks')} today={today} />
      </SimpleGrid>
      {accountLoading && !user && <YourCirclesSkeleton />}
      {user && (
        <Suspense fallback={<YourCirclesSkeleton />}>
          <YourCirclesCard />
        </Suspense>
      )}
      {!hasReadingPlan && readingCard}
    </Stack>
  );
}
