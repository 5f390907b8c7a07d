import { Alert, Button, Card, Group, NumberInput, Progress, Stack, Text, Title } from '@mantine/core';
import type { Giveaway } from '@reign/contract';
import { GIVEAWAY_POINTS_STEP, plural } from '@reign/domain';
import { IconTicket } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorCode, errorMessage } from '../../api';
import { showToast } from '../../ui/toast';
import { useAuth } from '../auth';
import { formatDateTime, GiveawayFacts } from './GiveawayFacts';
import { GiveawayImage } from './GiveawayImage';
import {
  entryOddsPercent,
  isValidGiveawaySpend,
  pointsShort,
  spendRange,
  startsIn,
  timeRemaining,
} from './giveaway-rules';
import { enterGiveaway } from './rewards-api';
import { rewardsKeys } from './rewards-queries';
import { useMinuteClock } from './use-minute-clock';

export interface GiveawayDetailProps {
  giveaway: Giveaway;
  entries: { id: number; pointsSpent: number; createdAt: string }[];
}

/** One giveaway: its facts, the points selector (steps of 10, requirement to balance), odds and Enter. */
export function GiveawayDetail({ giveaway, entries }: GiveawayDetailProps) {
  const { user, refreshUser } = useAuth();
  const balance = user?.sharingPoints ?? 0;
  const requirement = giveaway.pointRequirement;
  const range = spendRange(requirement, balance);
  const [points, setPoints] = useState<number | string>(requirement);
  const queryClient = useQueryClient();
  const enter = useMutation({ mutationFn: (spent: number) => enterGiveaway(giveaway.id, spent) });
  const now = useMinuteClock();
  const ended = timeRemaining(giveaway.endDate, now) === 'Ended';
  const notYet = startsIn(giveaway.startDate, now);

  const spend = typeof points === 'number' ? points : Number(points);
  const valid = !ended && !notYet && user !== null && isValidGiveawaySpend(spend, requirement, balance);
  const odds = entryOddsPercent(Number.isFinite(spend) ? spend : 0, requirement);

  const submit = async () => {
    if (!user) {
      showToast({
        title: 'Login required',
        message: 'Please sign in to enter this giveaway.',
        variant: 'error',
      });
      return;
    }
    if (spend > balance) {
      showToast({
        title: 'Not enough points',
        message: `You need ${plural(spend - balance, 'more point', 'more points')} to enter with ${plural(spend, 'point')}.`,
        variant: 'error',
      });
      return;
    }
    try {
      const result = await enter.mutateAsync(spend);
      showToast({
        title: 'Entry Confirmed!',
        message: `You spent ${plural(result.entry.pointsSpent, 'point')} on ${giveaway.title}. You have ${plural(result.sharingPoints, 'point')} left. Good luck!`,
        variant: 'success',
      });
    } catch (err) {
      const code = errorCode(err);
      const message = errorMessage(err, 'There was an error entering the giveaway.');
      if (code === 'signed_out') {
        showToast({
          title: 'Login required',
          message: 'Please sign in to enter this giveaway.',
          variant: 'error',
        });
      } else if (code === 'not_enough_points') {
        const fresh = await refreshUser({ force: true }).catch(() => null);
        const short = Math.max(1, spend - (fresh?.sharingPoints ?? balance));
        showToast({
          title: 'Not enough points',
          message: `You need ${plural(short, 'more point', 'more points')} to enter with ${plural(spend, 'point')}.`,
          variant: 'error',
        });
      } else {
        showToast({ title: 'Entry failed', message, variant: 'error' });
      }
    } finally {
      // Whatever happened, the balance and this person's entries are read again.
      await refreshUser({ force: true }).catch(() => null);
      void queryClient.invalidateQueries({ queryKey: rewardsKeys.giveawayEntries });
    }
  };

  const spent = entries.reduce((sum, e) => sum + e.pointsSpent, 0);

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby="giveaway-title">
      <Card.Section>
        <GiveawayImage src={giveaway.imageUrl} alt={giveaway.title} height={240} />
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Title order={2} size="h3" id="giveaway-title">
          {giveaway.title}
        </Title>
        <GiveawayFacts giveaway={giveaway} />
        <Text style={{ whiteSpace: 'pre-line' }}>{giveaway.description}</Text>
        <Text>
          <Text span fw={600}>
            Prize:
          </Text>{' '}
          {giveaway.prize}
        </Text>
        <Text size="sm" c="dimmed">
          {notYet ? `Starts ${formatDateTime(giveaway.startDate)} · ` : ''}Ends{' '}
          {formatDateTime(giveaway.endDate)}
        </Text>
        {entries.length > 0 && (
          <Alert color="teal" variant="light" icon={<IconTicket size={18} aria-hidden="true" />}>
            You have entered {entries.length === 1 ? 'once' : `${entries.length} times`}, spending{' '}
            {plural(spent, 'point')}.
          </Alert>
        )}

        <Card withBorder radius="md" padding="md" component="section" aria-label="Enter this giveaway">
          <Stack gap="sm">
            <Text size="sm">
              Your balance:{' '}
              <Text span fw={700}>
                {balance} points
              </Text>
            </Text>
            {ended ? (
              <Text c="dimmed">This giveaway has ended.</Text>
            ) : notYet ? (
              <Text c="dimmed" id="giveaway-not-started">
                This giveaway has not started yet. {notYet}, on {formatDateTime(giveaway.startDate)}.
              </Text>
            ) : !range ? (
              <Text c="red" size="sm">
                You need {pointsShort(requirement, balance)} more points to enter. Share scripture and invite
                friends to earn more.
              </Text>
            ) : null}
            <NumberInput
              label="Points to spend"
              description={
                range
                  ? `From ${range.min} to ${range.max}, in steps of ${GIVEAWAY_POINTS_STEP}.`
                  : `At least ${requirement}, in steps of ${GIVEAWAY_POINTS_STEP}.`
              }
              value={points}
              onChange={setPoints}
              min={requirement}
              max={range?.max ?? requirement}
              step={GIVEAWAY_POINTS_STEP}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              disabled={ended || !!notYet || !range}
              error={
                range && !ended && !isValidGiveawaySpend(spend, requirement, balance)
                  ? `Choose ${range.min} to ${range.max} points in steps of ${GIVEAWAY_POINTS_STEP}.`
                  : undefined
              }
            />
            <div>
              <Group justify="space-between">
                <Text size="sm">Entry odds</Text>
                <Text size="sm" fw={700} aria-label="Entry odds">
                  {odds}%
                </Text>
              </Group>
              <Progress value={odds} color="yellow" mt={4} aria-hidden="true" />
            </div>
            <Button
              onClick={() => void submit()}
              disabled={!valid}
              aria-describedby={notYet ? 'giveaway-not-started' : undefined}
              loading={enter.isPending}
              leftSection={<IconTicket size={18} aria-hidden="true" />}
            >
              Enter giveaway
            </Button>
          </Stack>
        </Card>
      </Stack>
    </Card>
  );
}
