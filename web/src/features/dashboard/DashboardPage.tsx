import { Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChecklist, IconTarget } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { GoalsTab } from '../goals';
import { TasksTab } from '../tasks';
import { dashboardTabFrom } from './dashboard-tab';

/**
 * /dashboard: 'My Dashboard' with the My Goals and My Tasks tabs, chosen by `?tab=` and kept in the
 * URL. The stat cards and the overview, profile and history tabs come with the dashboard issue.
 */
export function DashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = dashboardTabFrom(searchParams.get('tab'));
  useDocumentTitle(tab === 'tasks' ? 'Reign · My Tasks' : 'Reign · My Goals');

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
      <Title order={1} size="h2">
        My Dashboard
      </Title>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="goals" leftSection={<IconTarget size={16} aria-hidden="true" />}>
            My Goals
          </Tabs.Tab>
          <Tabs.Tab value="tasks" leftSection={<IconChecklist size={16} aria-hidden="true" />}>
            My Tasks
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="goals">
          <GoalsTab />
        </Tabs.Panel>
        <Tabs.Panel value="tasks">
          <TasksTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
