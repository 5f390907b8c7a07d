import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { formatDate } from './admin-format';
import { useUserRead } from './admin-queries';
import {
  EntriesSection,
  ProfileSection,
  ReferralsSection,
  SharesSection,
} from './user-sections/activity-sections';
import { PointsSection } from './user-sections/PointsSection';
import { SupportSection } from './user-sections/SupportSection';
import { type AdminUser, QueryState } from './user-sections/section-parts';

export type { AdminUser };

/**
 * The sections of a selected user's details, one tab each, in this order. A section is a component
 * given the user; it loads its own data when its tab opens. Add one here to show more.
 */
export const USER_SECTIONS: {
  value: string;
  label: MessageDescriptor;
  Section: ComponentType<{ user: AdminUser }>;
}[] = [
  { value: 'entries', label: msg`Entries`, Section: EntriesSection },
  { value: 'shares', label: msg`Scripture Shares`, Section: SharesSection },
  { value: 'referrals', label: msg`Referrals`, Section: ReferralsSection },
  { value: 'points', label: msg`Points`, Section: PointsSection },
  { value: 'profile', label: msg`Profile`, Section: ProfileSection },
  { value: 'support', label: msg`Membership & Password`, Section: SupportSection },
];

function Stat({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

/** The selected user's figures, then their sections (entries, shares, referrals, points, profile). */
export function UserDetails({ user }: { user: AdminUser }) {
  const { t, i18n } = useLingui();
  const analytics = useUserRead('userAnalytics', user.id);
  const clicks = (count: number) => t`${count} total clicks`;
  const streak = (days: number) => t`${plural(days, { one: '# day', other: '# days' })}`;

  return (
    <Stack>
      <Card withBorder padding="md" aria-label={t`Analytics`}>
        <Title order={3} mb="sm">
          {user.displayName || user.username}
        </Title>
        <QueryState query={analytics}>
          {(a) => (
            <SimpleGrid cols={{ base: 2, sm: 3 }}>
              <Stat label={t`Total Entries`} value={a.totalEntries} />
              <Stat label={t`Scripture Shares`} value={a.totalShares} hint={clicks(a.totalShareClicks)} />
              <Stat label={t`Referrals`} value={a.totalReferrals} />
              <Stat label={t`Current Streak`} value={streak(a.consecutiveDays)} />
              <Stat label={t`Sharing Points`} value={user.sharingPoints} />
              <Stat label={t`Last Active`} value={formatDate(a.lastActiveDate)} />
            </SimpleGrid>
          )}
        </QueryState>
      </Card>
      <Tabs defaultValue={USER_SECTIONS[0]?.value} keepMounted={false}>
        <Tabs.List>
          {USER_SECTIONS.map((s) => (
            <Tabs.Tab key={s.value} value={s.value}>
              {i18n._(s.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {USER_SECTIONS.map(({ value, Section }) => (
          <Tabs.Panel key={value} value={value} pt="sm">
            <Section user={user} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
