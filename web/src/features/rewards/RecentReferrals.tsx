import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReferralStatus, referralStats } from '@reign/contract';
import { REFERRAL_ACTIVE_DAYS } from '@reign/domain';
import { IconUsers } from '@tabler/icons-react';
import type { z } from 'zod';
import { formatDate } from './rewards-format';

/** The spec shows the 3 most recent referrals. */
export const RECENT_REFERRALS = 3;

type Referral = z.infer<typeof referralStats>['referrals'][number];

/** Paid (the points), pending (until the friend is active) or not eligible (no points). */
function ReferralBadge({ status, points }: { status: ReferralStatus; points: number }) {
  const { t } = useLingui();
  if (status === 'paid') {
    return (
      <Badge variant="light" color="yellow">
        {t`+${points} pts`}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="gray">
      {status === 'pending' ? t`Pending` : t`No points`}
    </Badge>
  );
}

/** What a referral's state means, under the friend's name. */
function statusNote(status: ReferralStatus, i18n: I18n): string {
  const days = REFERRAL_ACTIVE_DAYS;
  if (status === 'pending') return ` · ${i18n._(msg`points once they plan on ${days} days`)}`;
  if (status === 'not_eligible')
    return ` · ${i18n._(msg`from your own address or e-mail, or a second sign-up from one address`)}`;
  return '';
}

/** 'Recent referrals': the newest three friends who joined, with what each earned. */
export function RecentReferrals({ referrals, total }: { referrals: readonly Referral[]; total: number }) {
  const recent = [...referrals]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT_REFERRALS);
  const { t, i18n } = useLingui();
  const shownCount = RECENT_REFERRALS;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-referrals-heading">
      <Group gap="xs" mb="sm">
        <IconUsers size={20} aria-hidden="true" />
        <Title order={2} size="h4" id="recent-referrals-heading">
          {t`Recent referrals`}
        </Title>
      </Group>
      {recent.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t`No referrals yet. Share your link and your friends will appear here when they join.`}
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t`Recent referrals`}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {recent.map((r) => {
            const joined = formatDate(r.createdAt, i18n.locale);
            return (
              <Group
                key={`${r.username}-${r.createdAt}`}
                component="li"
                justify="space-between"
                wrap="nowrap"
              >
                <Group gap="sm" wrap="nowrap">
                  <Avatar radius="xl" color="reign" name={r.displayName ?? r.username} />
                  <div>
                    <Text fw={600}>{r.displayName ?? r.username}</Text>
                    <Text size="xs" c="dimmed">
                      {t`Joined ${joined}`}
                      {statusNote(r.status, i18n)}
                    </Text>
                  </div>
                </Group>
                <ReferralBadge status={r.status} points={r.pointsEarned} />
              </Group>
            );
          })}
        </Stack>
      )}
      {total > RECENT_REFERRALS && (
        <Text size="xs" c="dimmed" mt="sm">
          {t`Showing the ${shownCount} most recent of ${total}.`}
        </Text>
      )}
    </Card>
  );
}
