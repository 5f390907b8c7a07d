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
  if (status === 'paid') {
    return (
      <Badge variant="light" color="yellow">
        +{points} pts
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="gray">
      {status === 'pending' ? 'Pending' : 'No points'}
    </Badge>
  );
}

/** What a referral's state means, under the friend's name. */
const STATUS_NOTE: Record<ReferralStatus, string> = {
  paid: '',
  pending: ` · points once they plan on ${REFERRAL_ACTIVE_DAYS} days`,
  not_eligible: ' · from your own address or e-mail, or a second sign-up from one address',
};

/** 'Recent referrals': the newest three friends who joined, with what each earned. */
export function RecentReferrals({ referrals, total }: { referrals: readonly Referral[]; total: number }) {
  const recent = [...referrals]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT_REFERRALS);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-referrals-heading">
      <Group gap="xs" mb="sm">
        <IconUsers size={20} aria-hidden="true" />
        <Title order={2} size="h4" id="recent-referrals-heading">
          Recent referrals
        </Title>
      </Group>
      {recent.length === 0 ? (
        <Text c="dimmed" size="sm">
          No referrals yet. Share your link and your friends will appear here when they join.
        </Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label="Recent referrals"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {recent.map((r) => (
            <Group key={`${r.username}-${r.createdAt}`} component="li" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar radius="xl" color="reign" name={r.displayName ?? r.username} />
                <div>
                  <Text fw={600}>{r.displayName ?? r.username}</Text>
                  <Text size="xs" c="dimmed">
                    Joined {formatDate(r.createdAt)}
                    {STATUS_NOTE[r.status]}
                  </Text>
                </div>
              </Group>
              <ReferralBadge status={r.status} points={r.pointsEarned} />
            </Group>
          ))}
        </Stack>
      )}
      {total > RECENT_REFERRALS && (
        <Text size="xs" c="dimmed" mt="sm">
          Showing the {RECENT_REFERRALS} most recent of {total}.
        </Text>
      )}
    </Card>
  );
}
