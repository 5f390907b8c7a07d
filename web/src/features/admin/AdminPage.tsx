import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import {
  IconBook,
  IconCalendarEvent,
  IconGift,
  IconLayoutDashboard,
  IconMail,
  IconPray,
  IconUsers,
} from '@tabler/icons-react';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withQueryClient } from '../../api/with-query-client';
import { lazyPart } from '../../ui/LazyPart';
import { Link } from '../../ui/Link';
import { PageLoader } from '../../ui/PageLoader';
import { TabList } from '../../ui/TabList';
import { GiveawaysTab } from './GiveawaysTab';
import { ScripturesTab } from './ScripturesTab';

const SeriesTab = lazyPart(async () => ({ default: (await import('./series/SeriesTab')).SeriesTab }));
const WallTab = lazyPart(async () => ({ default: (await import('./wall/WallTab')).WallTab }));
const SendfoxTab = lazyPart(async () => ({ default: (await import('./SendfoxTab')).SendfoxTab }));

const overviewCards: {
  tab: AdminTab;
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: typeof IconBook;
}[] = [
  {
    tab: 'users',
    title: msg`Users`,
    text: msg`User analytics: entries, shares, referrals`,
    icon: IconUsers,
  },
  {
    tab: 'scriptures',
    title: msg`Scriptures`,
    text: msg`Schedule daily scriptures, reflections and audio`,
    icon: IconBook,
  },
  {
    tab: 'series',
    title: msg`Series`,
    text: msg`Manage 7-day series and their daily entries`,
    icon: IconCalendarEvent,
  },
  {
    tab: 'giveaways',
    title: msg`Giveaways`,
    text: msg`Create giveaways and draw winners`,
    icon: IconGift,
  },
  { tab: 'sendfox', title: msg`SendFox`, text: msg`Export users to SendFox e-mail lists`, icon: IconMail },
  {
    tab: 'wall',
    title: msg`Prayer wall`,
    text: msg`Open the wall, approve and review requests`,
    icon: IconPray,
  },
];

/** A card of the admin's start: an icon, what the place is called and what is done there. */
function PlaceCard({ icon: Icon, title, text }: { icon: typeof IconBook; title: string; text: string }) {
  return (
    <>
      <Icon size={28} />
      <Text fw={600} mt="sm">
        {title}
      </Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </>
  );
}

/** The overview: a card for each other tab, opening it. */
function OverviewPanel({ select }: { select: (tab: AdminTab) => void }) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {overviewCards.map(({ tab: target, title, text, icon }) => (
        <Card
          key={target}
          withBorder
          padding="lg"
          component="button"
          type="button"
          style={{ cursor: 'pointer', textAlign: 'left' }}
          onClick={() => select(target)}
        >
          <PlaceCard icon={icon} title={i18n._(title)} text={i18n._(text)} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The users tab: the way to the users page. */
function UsersPanel() {
  const { t } = useLingui();
  return (
    <Card withBorder padding="lg" component={Link} to="/admin/users" maw={420}>
      <PlaceCard
        icon={IconUsers}
        title={t`User Analytics`}
        text={t`Open the users page: every user with their entries, shares, referrals and profile.`}
      />
    </Card>
  );
}

/** The tabs in their order, each with what its panel shows. */
const ADMIN_TABS = [
  { value: 'overview', label: msg`Overview`, icon: IconLayoutDashboard, Panel: OverviewPanel },
  { value: 'users', label: msg`Users`, icon: IconUsers, Panel: UsersPanel },
  { value: 'scriptures', label: msg`Scriptures`, icon: IconBook, Panel: ScripturesTab },
  { value: 'series', label: msg`Series`, icon: IconCalendarEvent, Panel: SeriesTab },
  { value: 'giveaways', label: msg`Giveaways`, icon: IconGift, Panel: GiveawaysTab },
  { value: 'sendfox', label: msg`SendFox`, icon: IconMail, Panel: SendfoxTab },
  { value: 'wall', label: msg`Prayer wall`, icon: IconPray, Panel: WallTab },
] as const;
type AdminTab = (typeof ADMIN_TABS)[number]['value'];
const TABS: readonly string[] = ADMIN_TABS.map((t) => t.value);

/** The admin area (spec part 2 'Admin area'); the route guard lets only user id 1 in. */
function AdminPageContent() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = TABS.includes(requested ?? '') ? (requested as AdminTab) : 'scriptures';
  const select = (next: string | null) => {
    if (next) setParams(next === 'scriptures' ? {} : { tab: next }, { replace: true });
  };

  return (
    <div>
      <Title order={1} mb="md">
        {t`Admin Dashboard`}
      </Title>
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <TabList tabs={ADMIN_TABS.map((item) => ({ ...item, label: i18n._(item.label) }))} value={tab} />
        {ADMIN_TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Suspense fallback={<PageLoader />}>
              <Panel select={select} />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </div>
  );
}

/** The page with the app's query client (its server-only reads). */
export const AdminPage = withQueryClient(AdminPageContent);
