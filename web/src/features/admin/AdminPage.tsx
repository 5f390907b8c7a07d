import { Card, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import {
  IconBook,
  IconCalendarEvent,
  IconGift,
  IconLayoutDashboard,
  IconMail,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { withQueryClient } from '../../api/with-query-client';
import { PageLoader } from '../../ui/PageLoader';
import { TabList } from '../../ui/TabList';
import { GiveawaysTab } from './GiveawaysTab';
import { ScripturesTab } from './ScripturesTab';

const SeriesTab = lazy(async () => ({ default: (await import('./series/SeriesTab')).SeriesTab }));
const SendfoxTab = lazy(async () => ({ default: (await import('./SendfoxTab')).SendfoxTab }));

const TABS = ['overview', 'users', 'scriptures', 'series', 'giveaways', 'sendfox'] as const;
type AdminTab = (typeof TABS)[number];

const ADMIN_TAB_ITEMS = [
  { value: 'overview', label: 'Overview', icon: IconLayoutDashboard },
  { value: 'users', label: 'Users', icon: IconUsers },
  { value: 'scriptures', label: 'Scriptures', icon: IconBook },
  { value: 'series', label: 'Series', icon: IconCalendarEvent },
  { value: 'giveaways', label: 'Giveaways', icon: IconGift },
  { value: 'sendfox', label: 'SendFox', icon: IconMail },
];

const overviewCards: { tab: AdminTab; title: string; text: string; icon: typeof IconBook }[] = [
  { tab: 'users', title: 'Users', text: 'User analytics: entries, shares, referrals', icon: IconUsers },
  {
    tab: 'scriptures',
    title: 'Scriptures',
    text: 'Schedule daily scriptures, reflections and audio',
    icon: IconBook,
  },
  {
    tab: 'series',
    title: 'Series',
    text: 'Manage 7-day series and their daily entries',
    icon: IconCalendarEvent,
  },
  { tab: 'giveaways', title: 'Giveaways', text: 'Create giveaways and draw winners', icon: IconGift },
  { tab: 'sendfox', title: 'SendFox', text: 'Export users to SendFox e-mail lists', icon: IconMail },
];

/** The admin area (spec part 2 'Admin area'); the route guard lets only user id 1 in. */
function AdminPageContent() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = TABS.includes(requested as AdminTab) ? (requested as AdminTab) : 'scriptures';
  const select = (next: string | null) => {
    if (next) setParams(next === 'scriptures' ? {} : { tab: next }, { replace: true });
  };

  return (
    <div>
      <Title order={1} mb="md">
        Admin Dashboard
      </Title>
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <TabList tabs={ADMIN_TAB_ITEMS} />
        <Tabs.Panel value="overview">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {overviewCards.map(({ tab: target, title, text, icon: Icon }) => (
              <Card
                key={target}
                withBorder
                padding="lg"
                component="button"
                type="button"
                style={{ cursor: 'pointer', textAlign: 'left' }}
                onClick={() => select(target)}
              >
                <Icon size={28} />
                <Text fw={600} mt="sm">
                  {title}
                </Text>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <Card withBorder padding="lg" component={Link} to="/admin/users" maw={420}>
            <IconUsers size={28} />
            <Text fw={600} mt="sm">
              User Analytics
            </Text>
            <Text size="sm" c="dimmed">
              Open the users page: every user with their entries, shares, referrals and profile.
            </Text>
          </Card>
        </Tabs.Panel>
        <Tabs.Panel value="scriptures">
          <ScripturesTab />
        </Tabs.Panel>
        <Tabs.Panel value="series">
          <Suspense fallback={<PageLoader />}>
            <SeriesTab />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="giveaways">
          <GiveawaysTab />
        </Tabs.Panel>
        <Tabs.Panel value="sendfox">
          <Suspense fallback={<PageLoader />}>
            <SendfoxTab />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}

/** The page with the app's query client (its server-only reads). */
export const AdminPage = withQueryClient(AdminPageContent);
