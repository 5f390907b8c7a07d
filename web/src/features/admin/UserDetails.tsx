import { Card, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { plural } from '@reign/domain';
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
export const USER_SECTIONS: { value: string; label: string; Section: ComponentType<{ user: AdminUser }> }[] =
  [
    { value: 'entries', label: 'Entries', Section: EntriesSection },
    { value: 'shares', label: 'Scripture Shares', Section: SharesSection },
    { value: 'referrals', label: 'Referrals', Section: ReferralsSection },
    { value: 'points', label: 'Points', Section: PointsSection },
    { value: 'profile', label: 'Profile', Section: ProfileSection },
    { value: 'support', label: 'Membership & Password', Section: SupportSection },
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
  const analytics = useUserRead('userAnalytics', user.id);

  return (
    <Stack>
      <Card withBorder padding="md" aria-label="Analytics">
        <Title order={3} mb="sm">
          {user.displayName || user.username}
        </Title>
        <QueryState query={analytics}>
          {(a) => (
            <SimpleGrid cols={{ base: 2, sm: 3 }}>
              <Stat label="Total Entries" value={a.totalEntries} />
              <Stat
                label="Scripture Shares"
                value={a.totalShares}
                hint={`${a.totalShareClicks} total clicks`}
              />
              <Stat label="Referrals" value={a.totalReferrals} />
              <Stat label="Current Streak" value={plural(a.consecutiveDays, 'day')} />
              <Stat label="Sharing Points" value={user.sharingPoints} />
              <Stat label="Last Active" value={formatDate(a.lastActiveDate)} />
            </SimpleGrid>
          )}
        </QueryState>
      </Card>
      <Tabs defaultValue={USER_SECTIONS[0]?.value} keepMounted={false}>
        <Tabs.List>
          {USER_SECTIONS.map((s) => (
            <Tabs.Tab key={s.value} value={s.value}>
              {s.label}
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
