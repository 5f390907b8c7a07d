import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, NumberInput, Progress, Stack, Text, Title } from '@mantine/core';
import type { Giveaway } from '@reign/contract';
import { GIVEAWAY_POINTS_STEP } from '@reign/domain';
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
  hasEnded,
  isValidGiveawaySpend,
  pointsShort,
  spendRange,
  startsIn,
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
  const { t, i18n } = useLingui();
  const balance = user?.sharingPoints ?? 0;
  const requirement = giveaway.pointRequirement;
  const range = spendRange(requirement, balance);
  const [points, setPoints] = useState<number | string>(requirement);
  const queryClient = useQueryClient();
  const enter = useMutation({ mutationFn: (spent: number) => enterGiveaway(giveaway.id, spent) });
  const now = useMinuteClock();
  const ended = hasEnded(giveaway.endDate, now);
  const notYet = startsIn(giveaway.startDate, now, i18n);

  const spend = typeof points === 'number' ? points : Number(points);
  const valid = !ended && !notYet && user !== null && isValidGiveawaySpend(spend, requirement, balance);
  const odds = entryOddsPercent(Number.isFinite(spend) ? spend : 0, requirement);

  const signInToast = () =>
    showToast({
      title: t`Login required`,
      message: t`Please sign in to enter this giveaway.`,
      variant: 'error',
    });
  const notEnoughToast = (short: number) =>
    showToast({
      title: t`Not enough points`,
      message: t`You need ${plural(short, { one: '# more point', other: '# more points' })} to enter with ${plural(spend, { one: '# point', other: '# points' })}.`,
      variant: 'error',
    });

  const submit = async () => {
    if (!user) {
      signInToast();
      return;
    }
    if (spend > balance) {
      notEnoughToast(spend - balance);
      return;
    }
    try {
      const result = await enter.mutateAsync(spend);
      const spentNow = result.entry.pointsSpent;
      const left = result.sharingPoints;
      const title = giveaway.title;
      showToast({
        title: t`Entry Confirmed!`,
        message: t`You spent ${plural(spentNow, { one: '# point', other: '# points' })} on ${title}. You have ${plural(left, { one: '# point', other: '# points' })} left. Good luck!`,
        variant: 'success',
      });
    } catch (err) {
      const code = errorCode(err);
      const message = errorMessage(err, t`There was an error entering the giveaway.`);
      if (code === 'signed_out') {
        signInToast();
      } else if (code === 'not_enough_points') {
        const fresh = await refreshUser({ force: true }).catch(() => null);
        notEnoughToast(Math.max(1, spend - (fresh?.sharingPoints ?? balance)));
      } else {
        showToast({ title: t`Entry failed`, message, variant: 'error' });
      }
    } finally {
      // Whatever happened, the balance and this person's entries are read again.
      await refreshUser({ force: true }).catch(() => null);
      void queryClient.invalidateQueries({ queryKey: rewardsKeys.giveawayEntries });
    }
  };

  const spent = entries.reduce((sum, e) => sum + e.pointsSpent, 0);
  const times = entries.length;
  const starts = formatDateTime(giveaway.startDate, undefined, i18n.locale);
  const ends = formatDateTime(giveaway.endDate, undefined, i18n.locale);
  const step = GIVEAWAY_POINTS_STEP;
  const min = range?.min ?? requirement;
  const max = range?.max ?? requirement;
  const short = pointsShort(requirement, balance);

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
            {t`Prize:`}
          </Text>{' '}
          {giveaway.prize}
        </Text>
        <Text size="sm" c="dimmed">
          {notYet ? `${t`Starts ${starts}`} · ` : ''}
          {t`Ends ${ends}`}
        </Text>
        {entries.length > 0 && (
          <Alert color="teal" variant="light" icon={<IconTicket size={18} aria-hidden="true" />}>
            {t`You have entered ${plural(times, { one: 'once', other: '# times' })}, spending ${plural(spent, { one: '# point', other: '# points' })}.`}
          </Alert>
        )}

        <Card withBorder radius="md" padding="md" component="section" aria-label={t`Enter this giveaway`}>
          <Stack gap="sm">
            <Text size="sm">
              {t`Your balance:`}{' '}
              <Text span fw={700}>
                {t`${plural(balance, { one: '# point', other: '# points' })}`}
              </Text>
            </Text>
            {ended ? (
              <Text c="dimmed">{t`This giveaway has ended.`}</Text>
            ) : notYet ? (
              <Text c="dimmed" id="giveaway-not-started">
                {t`This giveaway has not started yet. ${notYet}, on ${starts}.`}
              </Text>
            ) : !range ? (
              <Text c="red" size="sm">
                {t`You need ${plural(short, { one: '# more point', other: '# more points' })} to enter. Share scripture and invite friends to earn more.`}
              </Text>
            ) : null}
            <NumberInput
              label={t`Points to spend`}
              description={
                range
                  ? t`From ${min} to ${max}, in steps of ${step}.`
                  : t`At least ${requirement}, in steps of ${step}.`
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
                  ? t`Choose ${min} to ${max} points in steps of ${step}.`
                  : undefined
              }
            />
            <div>
              <Group justify="space-between">
                <Text size="sm">{t`Entry odds`}</Text>
                <Text size="sm" fw={700} aria-label={t`Entry odds`}>
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
              {t`Enter giveaway`}
            </Button>
          </Stack>
        </Card>
      </Stack>
    </Card>
  );
}
