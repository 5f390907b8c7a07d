import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useMemo } from 'react';
import { useServerToday } from '../../api';
// the moment's own chunk reads it (not through data/index, which the entry's chunk carries)
import { useStreakHistory } from '../../data/streak-queries';
import { Link } from '../../ui/Link';
import { usePhone } from '../../ui/use-phone';
import { Celebration } from './Celebration';
import { StreakGrowth } from './StreakGrowth';
import { YourDayCard } from './YourDayCard';
import { type SavedDay, streakGrowth, yourDay } from './your-day';

export interface CompletionMomentProps {
  opened: boolean;
  /** the moment ends: the flow goes on to the overview */
  onClose: () => void;
  /** the plan just saved; null before a save */
  day: SavedDay | null;
  /** whether the day had a plan before this save; null when this device did not know its plans yet (no streak shown) */
  wasPlanned: boolean | null;
}

/**
 * The moment a plan is saved (issue 37), in the spec's 'Plan Saved Successfully!' dialog with its
 * 'View Dashboard' link: a short celebration (still with reduced motion), the streak growing by
 * this day, and the 'Your day' card to share as an image. Full screen on a phone, with Close at the foot.
 */
export default function CompletionMoment({ opened, onClose, day, wasPlanned }: CompletionMomentProps) {
  // read at once: the moment is drawn only after a tap, never in the server's HTML
  const { t, i18n } = useLingui();
  const reduced = useReducedMotion(false, { getInitialValueInEffect: false }) ?? false;
  const phone = usePhone();
  const today = useServerToday();
  const history = useStreakHistory();
  const streak = useMemo(
    () =>
      day && history && wasPlanned !== null
        ? streakGrowth(history, { date: day.date, wasPlanned }, today)
        : null,
    [day, history, wasPlanned, today],
  );
  const card = useMemo(() => (day ? yourDay(day, i18n.locale) : null), [day, i18n.locale]);

  return (
    <Modal
      opened={opened && day !== null}
      onClose={onClose}
      title={t`Plan Saved Successfully!`}
      centered
      fullScreen={phone}
      // on a phone the toast's own close button sits over the header's: Close is at the foot there
      withCloseButton={!phone}
      closeButtonProps={{ 'aria-label': t`Close` }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {day && card && (
        <Stack gap="md">
          <Celebration reduced={reduced} />
          <Text ta="center">{t`Your daily plan is saved. Go and reign today.`}</Text>
          {streak && <StreakGrowth from={streak.from} to={streak.to} reduced={reduced} />}
          <YourDayCard day={card} date={day.date} />
          <Group justify="flex-end" gap="sm">
            {phone && (
              <Button variant="default" onClick={onClose}>
                {t`Close`}
              </Button>
            )}
            <Button component={Link} to="/dashboard">
              {t`View Dashboard`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
