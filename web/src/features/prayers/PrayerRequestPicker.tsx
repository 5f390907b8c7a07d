import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Checkbox, Stack, Switch, Text } from '@mantine/core';
import { MAX_PLAN_PRAYERS, type PrayedFor } from '@reign/contract';
import { usePrayers } from '../../data';
import { Link } from '../../ui/Link';
import { prayersOf } from './prayer-format';

export interface PrayerRequestPickerProps {
  value: readonly PrayedFor[];
  onChange: (value: PrayedFor[]) => void;
}

/**
 * Navigate in Faith's 'Include my prayer requests': up to MAX_PLAN_PRAYERS active requests for the
 * day's prayer to name. Off (nothing chosen) unless the person turns it on.
 */
export function PrayerRequestPicker({ value, onChange }: PrayerRequestPickerProps) {
  const { t } = useLingui();
  const active = prayersOf(usePrayers() ?? [], 'active', '');
  const on = value.length > 0;
  const chosen = new Set(value.map((p) => p.id));
  const full = value.length >= MAX_PLAN_PRAYERS;
  const max = MAX_PLAN_PRAYERS;
  const first = active.slice(0, 1).map(({ id, title }) => ({ id, title }));

  return (
    <Stack gap="xs">
      <Switch
        label={t`Include my prayer requests`}
        checked={on}
        disabled={active.length === 0}
        onChange={(e) => onChange(e.currentTarget.checked ? first : [])}
      />
      {active.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>
            No active prayer requests yet.{' '}
            <Anchor component={Link} to="/prayers" underline="always">
              Add one to your prayer list
            </Anchor>
            .
          </Trans>
        </Text>
      ) : null}
      {on ? (
        <Checkbox.Group
          label={t`Choose up to ${max} requests`}
          value={[...chosen]}
          onChange={(ids) =>
            onChange(
              active
                .filter((p) => ids.includes(p.id))
                .slice(0, MAX_PLAN_PRAYERS)
                .map(({ id, title }) => ({ id, title })),
            )
          }
        >
          <Stack gap={6} mt="xs">
            {active.map((p) => (
              <Checkbox key={p.id} value={p.id} label={p.title} disabled={full && !chosen.has(p.id)} />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : null}
    </Stack>
  );
}
