import type { Entry } from '@reign/contract';
import { DEFAULT_CHALLENGES } from '@reign/contract/entry-defaults';
import { uuidv7 } from '@reign/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { serverToday } from '../../api';
import { hydratingServerHtml, rehydrateAfterServerHtml } from '../../ssr/hydration';
import { type ActionGroupState, EMPTY_PRIORITIES, emptyGroup, type Priorities, STEP_COUNT } from './rules';

export type StepIndex = 0 | 1 | 2 | 3 | 4;

export interface WizardData {
  /** the Central date the plan is for; another day starts over */
  date: string;
  /** the account the plan was made under (null: a guest); a guest's plan carries over into sign-in */
  owner: number | null;
  step: StepIndex;
  priorityMode: 'goals' | 'custom';
  priorities: Priorities;
  actionMode: 'tasks' | 'custom';
  /** index-aligned with the priority slots */
  groups: Array<ActionGroupState | null>;
  challenges: string;
  /** the reflection the Renew step showed (generated when the given one was too short) */
  reflection: { reference: string; text: string } | null;
  /** the prayer of the Navigate step, for the inputs it was made from */
  prayer: { key: string; text: string; offline: boolean } | null;
  /** the plan's id, chosen once, so saving twice is the same plan */
  entryId: string;
  /** saved: the next visit starts a new plan */
  saved: boolean;
  /** the id of today's saved plan being edited ('Edit today's plan'), or null for a new plan */
  editing: string | null;
}

interface WizardActions {
  goTo: (step: StepIndex) => void;
  next: () => void;
  back: () => void;
  setPriorityMode: (mode: 'goals' | 'custom') => void;
  setPriorities: (priorities: Priorities) => void;
  setActionMode: (mode: 'tasks' | 'custom') => void;
  updateGroup: (
    index: number,
    priority: string,
    change: (group: ActionGroupState) => ActionGroupState,
  ) => void;
  setChallenges: (challenges: string) => void;
  setReflection: (reflection: WizardData['reflection']) => void;
  setPrayer: (prayer: WizardData['prayer']) => void;
  markSaved: () => void;
  /** 'Edit today's plan': the wizard filled in from the saved plan, on the Establish step. */
  editPlan: (entry: Entry, owner: number | null) => void;
  /** A new day, another account or a saved plan start over; a guest's plan is kept through sign-in. */
  syncContext: (date: string, owner: number | null) => void;
  reset: (date?: string, owner?: number | null) => void;
}

export type WizardState = WizardData & WizardActions;

export function initialWizard(date: string = serverToday(), owner: number | null = null): WizardData {
  return {
    date,
    owner,
    step: 0,
    priorityMode: 'goals',
    priorities: [...EMPTY_PRIORITIES],
    actionMode: 'tasks',
    groups: [null, null, null],
    challenges: '',
    reflection: null,
    prayer: null,
    entryId: uuidv7(),
    saved: false,
    editing: null,
  };
}

/** The wizard's state for a saved plan: its priorities, and its actions as checked ones of each slot. */
export function wizardFromEntry(entry: Entry, owner: number | null): WizardData {
  const priorities = [0, 1, 2].map((i) => entry.priorities[i] ?? '') as Priorities;
  const groups = priorities.map((priority): ActionGroupState | null => {
    if (!priority) return null;
    const actions = entry.actionSteps.find((g) => g.priority === priority)?.actions ?? [];
    return {
      ...emptyGroup(priority),
      custom: actions.map((text, i) => ({ id: `saved-${i}`, text, completed: true })),
    };
  });
  const challenges = entry.challenges === DEFAULT_CHALLENGES ? '' : (entry.challenges ?? '');
  return {
    ...initialWizard(entry.date, owner),
    step: 1,
    priorities,
    groups,
    challenges,
    entryId: entry.id,
    editing: entry.id,
  };
}

/** The fields that are data (kept in sessionStorage), not actions. */
const DATA_KEYS = Object.keys(initialWizard()) as (keyof WizardData)[];
const dataOf = (state: WizardState): WizardData =>
  Object.fromEntries(DATA_KEYS.map((key) => [key, state[key]])) as unknown as WizardData;

const clampStep = (n: number): StepIndex => Math.max(0, Math.min(STEP_COUNT - 1, n)) as StepIndex;

/**
 * The wizard's UI state (current step, priorities, actions, challenges), kept in sessionStorage so
 * a reload on the same Central day continues where the person was.
 */
export const useWizardStore = create<WizardState>()(
  persist(
    (set, get) => ({
      ...initialWizard(),
      goTo: (step) => set({ step: clampStep(step) }),
      next: () => set({ step: clampStep(get().step + 1) }),
      back: () => set({ step: clampStep(get().step - 1) }),
      setPriorityMode: (priorityMode) => set({ priorityMode }),
      setPriorities: (priorities) => set({ priorities }),
      setActionMode: (actionMode) => set({ actionMode }),
      updateGroup: (index, priority, change) =>
        set((state) => {
          const groups = [...state.groups];
          const current = groups[index];
          const base = current && current.priority === priority ? current : emptyGroup(priority);
          groups[index] = change(base);
          return { groups };
        }),
      setChallenges: (challenges) => set({ challenges }),
      setReflection: (reflection) => set({ reflection }),
      setPrayer: (prayer) => set({ prayer }),
      markSaved: () => set({ saved: true }),
      editPlan: (entry, owner) => set(wizardFromEntry(entry, owner)),
      syncContext: (date, owner) => {
        const state = get();
        const otherAccount = state.owner !== null && state.owner !== owner;
        if (state.date !== date || otherAccount || state.saved) {
          set(initialWizard(date, owner));
        } else if (state.owner !== owner) {
          set({ owner });
        }
      },
      reset: (date, owner) => set(initialWizard(date ?? serverToday(), owner ?? get().owner)),
    }),
    {
      name: 'reign:wizard',
      version: 1,
      storage: createJSONStorage(() => window.sessionStorage),
      partialize: dataOf,
      // read once the server's HTML is hydrated (ssr/hydration.ts)
      skipHydration: hydratingServerHtml,
    },
  ),
);
rehydrateAfterServerHtml(useWizardStore);
