import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Tabs, Title } from '@mantine/core';
import {
  type Icon,
  IconChecklist,
  IconHistory,
  IconLayoutDashboard,
  IconTarget,
  IconUser,
} from '@tabler/icons-react';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServerToday } from '../../api';
import { useAuth } from '../../session';
import { KEEP_SCROLL } from '../../ui/keep-scroll';
import { lazyPart } from '../../ui/LazyPart';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { TabList } from '../../ui/TabList';
import { usePageTitle } from '../../ui/use-page-title';
import { GoalsTab } from '../goals';
import { TasksTab } from '../tasks';
import { dashboardSeason } from './dashboard-stats';
import { type DashboardTab, dashboardTabFrom } from './dashboard-tab';
import { JourneySection } from './journey/JourneySection';
import { OverviewTab } from './OverviewTab';
import { StatCards } from './StatCards';

// The other tabs load when first chosen: the overview is the dashboard's first screen (the goals'
// and tasks' tabs are lazy in their features, which the overview imports for other parts).
const tab = (load: () => Promise<ComponentType>) => lazyPart(async () => ({ default: await load() }));
const HistoryTab = tab(async () => (await import('../history')).HistoryTab);
const ProfileTab = tab(async () => (await import('../profile')).ProfileTab);

/**
 * A tab's panel; a lazy tab shows a skeleton while its code loads, and while the account is checked:
 * the page is drawn before the account is known (issue 19), and these tabs act for the account (the
 * Profile's switches and forms), so a click there before it is known would be lost.
 */
function LazyPanel({ value, children }: { value: DashboardTab; children: ReactNode }) {
  const { t } = useLingui();
  const accountKnown = !useAuth().isLoading;
  const skeleton = <ListSkeleton label={t`Loading the tab`} rows={3} height={72} />;
  return (
    <Tabs.Panel value={value}>
      {accountKnown ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
    </Tabs.Panel>
  );
}

/** The tabs past the overview, each loaded when first opened. */
const LAZY_TABS: [DashboardTab, ComponentType][] = [
  ['profile', ProfileTab],
  ['goals', GoalsTab],
  ['tasks', TasksTab],
  ['history', HistoryTab],
];

const DASHBOARD_TAB_ITEMS: { value: DashboardTab; label: MessageDescriptor; icon: Icon }[] = [
  { value: 'overview', label: msg`Overview`, icon: IconLayoutDashboard },
  { value: 'profile', label: msg`Profile`, icon: IconUser },
  { value: 'goals', label: msg`My Goals`, icon: IconTarget },
  { value: 'tasks', label: msg`My Tasks`, icon: IconChecklist },
  { value: 'history', label: msg`History`, icon: IconHistory },
];

/** The season badge's words (the season itself is the Central month's, in English in the code). */
const SEASON_NAMES: Record<ReturnType<typeof dashboardSeason>, MessageDescriptor> = {
  Spring: msg`Spring`,
  Summer: msg`Summer`,
  Fall: msg`Fall`,
  Winter: msg`Winter`,
};

/**
 * /dashboard (spec part 1 'Dashboard'): 'My Dashboard', the season badge (Central date), the four
 * stat cards and five tabs chosen by `?tab=` (overview by default), the URL kept in step.
 */
export function DashboardPage() {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = dashboardTabFrom(searchParams.get('tab'));
  const tabItem = tab === 'overview' ? undefined : DASHBOARD_TAB_ITEMS.find((item) => item.value === tab);
  const tabLabel = tabItem ? i18n._(tabItem.label) : undefined;
  usePageTitle(tabLabel ? t`${tabLabel} · Dashboard` : t`Dashboard`);
  // the person's today (Central while the server's HTML hydrates, then their zone)
  const season = i18n._(SEASON_NAMES[dashboardSeason(useServerToday())]);
  const tabs = DASHBOARD_TAB_ITEMS.map((item) => ({ ...item, label: i18n._(item.label) }));

  const selectTab = (value: string | null) => {
    const next = dashboardTabFrom(value);
    if (next === tab && searchParams.get('tab') === next) return;
    setSearchParams((params) => {
      params.set('tab', next);
      return params;
    }, KEEP_SCROLL);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {t`My Dashboard`}
        </Title>
        <Badge size="lg" variant="light" data-testid="season-badge" aria-label={t`Season: ${season}`}>
          {season}
        </Badge>
      </Group>
      <StatCards />
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <TabList tabs={tabs} value={tab} />
        <Tabs.Panel value="overview">
          <OverviewTab onOpenTab={selectTab} />
          <JourneySection />
        </Tabs.Panel>
        {LAZY_TABS.map(([value, Tab]) => (
          <LazyPanel key={value} value={value}>
            <Tab />
          </LazyPanel>
        ))}
      </Tabs>
    </Stack>
  );
}
