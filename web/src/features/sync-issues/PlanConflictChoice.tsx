import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Stack } from '@mantine/core';
import { type PlanContent, prioritiesOfBoth } from '@reign/domain';
import { useState } from 'react';
import type { ConflictView } from '../../data';
import { ChoiceButtons } from './ChoiceButtons';
import { PlanVersion } from './PlanVersion';
import { useResolve } from './use-resolve';

const MAX_PRIORITIES = 3;
type PlanConflict = Extract<ConflictView, { entity: 'entries' }>;

/**
 * A day planned on two devices: both plans side by side (the other saying where and when it was
 * made, `from`), and the choice: keep the plan shown now, keep the other, or combine them
 * (priorities and actions from both; with more than three priorities between them, the person
 * picks the three to keep).
 */
export function PlanConflictChoice({ view, from }: { view: PlanConflict; from: string }) {
  const { t } = useLingui();
  const current = view.row;
  const other = view.conflict.values as unknown as PlanContent;
  const all = prioritiesOfBoth(current, other);
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<string[]>(all.slice(0, MAX_PRIORITIES));
  const { busy, error, resolve } = useResolve(view.conflict.id);
  const pickOk = chosen.length >= 1 && chosen.length <= MAX_PRIORITIES;
  const combine = () => {
    if (all.length > MAX_PRIORITIES && !picking) setPicking(true);
    else resolve('both', picking ? all.filter((p) => chosen.includes(p)) : undefined);
  };
  return (
    <Stack gap="sm">
      <Group align="stretch" gap="sm">
        <PlanVersion
          heading={t`The plan shown now`}
          priorities={current.priorities}
          actionSteps={current.actionSteps}
        />
        <PlanVersion
          heading={t`The other plan`}
          note={from}
          priorities={other.priorities}
          actionSteps={other.actionSteps}
        />
      </Group>
      {picking && (
        <Checkbox.Group
          label={t`Choose up to three priorities to keep`}
          description={t`Each keeps the actions either plan gave it.`}
          value={chosen}
          onChange={setChosen}
          error={pickOk ? undefined : t`Choose one to three priorities.`}
        >
          <Stack gap={4} mt={6}>
            {all.map((p) => (
              <Checkbox
                key={p}
                value={p}
                label={p}
                disabled={!chosen.includes(p) && chosen.length >= MAX_PRIORITIES}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <ChoiceButtons
        labels={{
          current: t`Keep the plan shown now`,
          other: t`Keep the other plan`,
          both: picking ? t`Combine these` : t`Combine both`,
        }}
        busy={busy}
        error={error}
        bothDisabled={picking && !pickOk}
        onChoose={(keep) => (keep === 'both' ? combine() : resolve(keep))}
      />
    </Stack>
  );
}
