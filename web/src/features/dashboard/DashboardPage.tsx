import { Badge, Group, Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChecklist, IconHistory, IconLayoutDashboard, IconTarget, IconUser } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { GoalsTab } from '../goals';
import { HistoryTab } from '../history';
import { ProfileTab } from '../profile';
import { TasksTab } from '../tasks';
import { dashboardSeason } from './dashboard-stats';
import { type DashboardTab, dashboardTabFrom } from './dashboard-tab';
import { OverviewTab } from './OverviewTab';
import { StatCards } from './StatCards';

const TAB_LABELS: Record<DashboardTab, string> = {
  overview: 'Overview',
  profile: 'Profile',
  goals: 'My Goals',
  tasks: 'My Tasks',
  history: 'History',
};

/**
 * /dashboard (spec part 1 'Dashboard'): 'My Dashboard', the season badge (Central date), the four
 * stat cards and five tabs chosen by `?tab=` (overview by default), the URL kept in step.
 */
export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = dashboardTabFrom(searchParams.get('tab'));
  useDocumentTitle(`Reign · ${TAB_LABELS[tab]}`);
  const season = dashboardSeason();

  const selectTab = (value: string | null) => {
    const next = dashboardTabFrom(value);
    if (next === tab && searchParams.get('tab') === next) return;
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          My Dashboard
        </Title>
        <Badge size="lg" variant="light" data-testid="season-badge" aria-label={`Season: ${season}`}>
          {season}
        </Badge>
      </Group>
      <StatCards />
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="overview" leftSection={<IconLayoutDashboard size={16} aria-hidden="true" />}>
            Overview
          </Tabs.Tab>
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden="true" />}>
            Profile
          </Tabs.Tab>
          <Tabs.Tab value="goals" leftSection={<IconTarget size={16} aria-hidden="true" />}>
            My Goals
          </Tabs.Tab>
          <Tabs.Tab value="tasks" leftSection={<IconChecklist size={16} aria-hidden="true" />}>
            My Tasks
          </Tabs.Tab>
          <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden="true" />}>
            History
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <OverviewTab onOpenTab={selectTab} />
        </Tabs.Panel>
        <Tabs.Panel value="profile">
          <ProfileTab />
        </Tabs.Panel>
        <Tabs.Panel value="goals">
          <GoalsTab />
        </Tabs.Panel>
        <Tabs.Panel value="tasks">
          <TasksTab />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <HistoryTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
