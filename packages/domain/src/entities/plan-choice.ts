import type { ConflictChoice, Entry } from '@reign/contract';
import { type PlanContent, planContent } from './entry';

/** Most priorities a plan holds, and actions per priority (the contract's limits). */
const MAX_PRIORITIES = 3;
const MAX_ACTIONS = 20;
const MAX_PRAYED_FOR = 3;

const unique = (items: readonly string[]) => [...new Set(items.map((s) => s.trim()).filter(Boolean))];

/** Every priority of both plans, the current plan's first, each once. */
export function prioritiesOfBoth(current: PlanContent, other: PlanContent): string[] {
  return unique([...current.priorities, ...other.priorities]);
}

/**
 * Both plans in one: the chosen priorities (by default the first three of both, the current plan's
 * first), each with the actions either plan gave it; the current plan's verse, reflection and
 * prayer; both plans' challenges when they differ; the requests either prayed for.
 */
export function combinedPlan(
  current: PlanContent,
  other: PlanContent,
  chosen?: readonly string[],
): PlanContent {
  const all = prioritiesOfBoth(current, other);
  const priorities = (chosen?.length ? unique(chosen).filter((p) => all.includes(p)) : all).slice(
    0,
    MAX_PRIORITIES,
  );
  const actionsOf = (priority: string) =>
    unique(
      [...current.actionSteps, ...other.actionSteps]
        .filter((group) => group.priority.trim() === priority)
        .flatMap((group) => group.actions),
    ).slice(0, MAX_ACTIONS);
  const actionSteps = priorities
    .map((priority) => ({ priority, actions: actionsOf(priority) }))
    .filter((group) => group.actions.length > 0);
  const challenges = unique([current.challenges ?? '', other.challenges ?? '']).join('\n\n') || null;
  const prayed = new Map<string, { id: string; title: string }>();
  for (const p of [...(current.prayedFor ?? []), ...(other.prayedFor ?? [])])
    if (!prayed.has(p.id)) prayed.set(p.id, p);
  const prayedFor = [...prayed.values()].slice(0, MAX_PRAYED_FOR);
  return planContent({
    ...current,
    priorities,
    actionSteps,
    challenges,
    ...(prayedFor.length ? { prayedFor } : {}),
  });
}

/** The content a plan's conflict settles on: the current plan, the other, or both in one. */
export function planAfterChoice(
  current: PlanContent,
  other: PlanContent,
  keep: ConflictChoice,
  priorities?: readonly string[],
): PlanContent {
  if (keep === 'current') return planContent(current);
  if (keep === 'other') return planContent(other);
  return combinedPlan(current, other, priorities);
}

/** The stored plan with a settled content (its id, date and creation time kept). */
export function entryWithContent<E extends Entry>(row: E, content: PlanContent, at: string): E {
  const { prayedFor: _dropped, ...rest } = row;
  return { ...rest, ...planContent(content), updatedAt: at } as E;
}
