/**
 * Test helpers for the goals and tasks screens: a fake of the data API (`src/data`) kept in memory
 * with the same hook shapes, and a render helper with Mantine, toasts and a router.
 * Use in a test file:
 *   vi.mock('../../data', async () => (await import('../dashboard/test-support')).fakeDataModule);
 */
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type {
  DailyActionCompletion,
  DailyActionsSaveBody,
  Entry,
  Goal,
  GoalCreateBody,
  GoalUpdateBody,
  Profile,
  ProfileBody,
  Task,
  TaskCreateBody,
  TaskUpdateBody,
} from '@reign/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useMemo, useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { theme } from '../../app/theme';

// happy-dom has no document.fonts, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

let counter = 0;
function nextId(): string {
  counter += 1;
  return `00000000-0000-7000-8000-${counter.toString(16).padStart(12, '0')}`;
}

export function makeGoal(overrides: Partial<Goal> = {}): Goal {
  return {
    id: nextId(),
    title: 'Read the Bible daily',
    description: 'One chapter every morning',
    category: 'spiritual',
    season: 'year-round',
    priority: 1,
    targetDate: '2099-12-31',
    startDate: null,
    progressPercentage: 0,
    completedAt: null,
    isActive: true,
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-01-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: nextId(),
    goalId: null,
    title: 'Pray for ten minutes',
    description: null,
    category: 'personal',
    priority: 3,
    scheduledDate: '2099-01-01',
    dueDate: null,
    estimatedMinutes: 30,
    aiSuggested: false,
    reasoning: null,
    completedAt: null,
    createdAt: '2026-01-01T12:00:00.000Z',
    updatedAt: '2026-01-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeEntry(overrides: Partial<Entry> = {}): Entry {
  return {
    id: nextId(),
    date: '2026-03-05',
    verse: 'For I know the plans I have for you',
    verseReference: 'Jeremiah 29:11',
    verseReflection: null,
    priorities: ['Family', 'Work'],
    actionSteps: [
      { priority: 'Family', actions: ['Call Mom', 'Pray together'] },
      { priority: 'Work', actions: ['Finish the report'] },
    ],
    challenges: 'No specific challenges identified.',
    encouragement: null,
    createdAt: '2026-03-05T12:00:00.000Z',
    updatedAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}

export const FAKE_DEFAULT_PROFILE: Profile = {
  bio: null,
  currentFocus: null,
  spiritualMaturity: 'growing',
  preferredMeetingTime: null,
  goals: null,
  updatedAt: null,
};

interface FakeState {
  goals: Goal[] | undefined;
  tasks: Task[] | undefined;
  entries: Entry[] | undefined;
  dailyActions: DailyActionCompletion[];
  profile: Profile | undefined;
  isPaidMember: boolean;
  online: boolean;
}

const EMPTY_STATE: FakeState = {
  goals: [],
  tasks: [],
  entries: [],
  dailyActions: [],
  profile: FAKE_DEFAULT_PROFILE,
  isPaidMember: false,
  online: true,
};
let state: FakeState = { ...EMPTY_STATE };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function setState(next: Partial<FakeState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function createMutations() {
  const now = () => new Date().toISOString();
  return {
    createGoal: vi.fn(async (values: GoalCreateBody): Promise<Goal> => {
      const goal = makeGoal({ ...values, priority: values.priority ?? 1 } as Partial<Goal>);
      setState({ goals: [...(state.goals ?? []), goal] });
      return goal;
    }),
    updateGoal: vi.fn(async (id: string, changes: GoalUpdateBody): Promise<void> => {
      setState({ goals: (state.goals ?? []).map((g) => (g.id === id ? ({ ...g, ...changes } as Goal) : g)) });
    }),
    deleteGoal: vi.fn(async (id: string): Promise<void> => {
      setState({ goals: (state.goals ?? []).filter((g) => g.id !== id) });
    }),
    createTask: vi.fn(async (values: TaskCreateBody): Promise<Task> => {
      const task = makeTask(values as Partial<Task>);
      setState({ tasks: [...(state.tasks ?? []), task] });
      return task;
    }),
    updateTask: vi.fn(async (id: string, changes: TaskUpdateBody): Promise<void> => {
      setState({ tasks: (state.tasks ?? []).map((t) => (t.id === id ? ({ ...t, ...changes } as Task) : t)) });
    }),
    deleteTask: vi.fn(async (id: string): Promise<void> => {
      setState({ tasks: (state.tasks ?? []).filter((t) => t.id !== id) });
    }),
    completeTask: vi.fn(async (id: string): Promise<void> => {
      setState({ tasks: (state.tasks ?? []).map((t) => (t.id === id ? { ...t, completedAt: now() } : t)) });
    }),
    uncompleteTask: vi.fn(async (id: string): Promise<void> => {
      setState({ tasks: (state.tasks ?? []).map((t) => (t.id === id ? { ...t, completedAt: null } : t)) });
    }),
    updateProfile: vi.fn(async (values: ProfileBody): Promise<void> => {
      setState({ profile: { ...FAKE_DEFAULT_PROFILE, ...values, updatedAt: now() } as Profile });
    }),
    saveDailyActions: vi.fn(async (body: DailyActionsSaveBody): Promise<void> => {
      const others = state.dailyActions.filter((d) => d.entryId !== body.entryId);
      const saved = body.actions.map(
        (a): DailyActionCompletion => ({
          id: nextId(),
          entryId: body.entryId,
          actionText: a.text,
          priority: a.priority,
          isCompleted: a.isCompleted,
          completedAt: a.isCompleted ? now() : null,
          date: body.date,
        }),
      );
      setState({ dailyActions: [...others, ...saved] });
    }),
  };
}

let mutations = createMutations();

/** The fake data layer: set what the hooks return, read the mutation calls. */
export const fakeData = {
  /** Fresh state, fresh mutation mocks and no toasts; call in beforeEach. */
  reset(next: Partial<FakeState> = {}) {
    // The toast store outlives a test; start each one without toasts.
    notifications.clean();
    notifications.cleanQueue();
    mutations = createMutations();
    state = { ...EMPTY_STATE, ...next };
    for (const listener of listeners) listener();
  },
  set: setState,
  get state() {
    return state;
  },
  get mutations() {
    return mutations;
  },
};

/** The module that replaces `src/data` in these tests. */
export const fakeDataModule = {
  useGoals: () => useSyncExternalStore(subscribe, () => state.goals),
  useTasks: () => useSyncExternalStore(subscribe, () => state.tasks),
  useEntries: () => useSyncExternalStore(subscribe, () => state.entries),
  useProfile: () => useSyncExternalStore(subscribe, () => state.profile),
  useDailyActions: (date: string) => {
    const all = useSyncExternalStore(subscribe, () => state.dailyActions);
    return useMemo(() => all.filter((d) => d.date === date), [all, date]);
  },
  useIsPaidMember: () => useSyncExternalStore(subscribe, () => state.isPaidMember),
  useOnline: () => useSyncExternalStore(subscribe, () => state.online),
  useSyncActions: () => syncActions,
  useMutations: () => mutations,
};

const syncActions = {
  syncNow: vi.fn(async () => 'synced' as const),
  dismissRejected: vi.fn(async () => undefined),
  deleteRejectedGoal: vi.fn(async () => undefined),
};

/** Renders UI with the theme, toasts and a memory router at `path`. */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path: '*', element: ui },
      { path: '/upgrade', element: <p>Upgrade page</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications limit={1} />
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...result, router };
}
