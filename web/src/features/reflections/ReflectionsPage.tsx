import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CloseButton, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendar, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverToday } from '../../api';
import { useIsPaidMember } from '../../data';
import { KEEP_SCROLL } from '../../ui/keep-scroll';
import { Link } from '../../ui/Link';
import { TabList } from '../../ui/TabList';
import { usePageTitle } from '../../ui/use-page-title';
import { UpgradePrompt } from '../upgrade-prompt';
import { ARCHIVE_FEATURE, ArchiveList } from './ArchiveList';
import { type ArchiveKind, type MonthKey, monthOf } from './archive-filters';

/** `?tab=` of the archive: 'daily' (the default) or 'personal'. */
export function archiveTabFrom(value: string | null): ArchiveKind {
  return value === 'personal' ? 'personal' : 'scheduled';
}
const tabParam = (kind: ArchiveKind) => (kind === 'personal' ? 'personal' : 'daily');

/**
 * /reflections, the Reflections Archive (spec part 2 section 2): the Daily tab (scheduled
 * scriptures) and My Reflections (the person's own plans, for paid members); search and month
 * are shared by both tabs, and only the active tab loads its list.
 */
const ARCHIVE_TABS = [
  { value: 'scheduled', label: msg`Daily`, icon: IconCalendar },
  { value: 'personal', label: msg`My Reflections`, icon: IconUser },
];

export function ReflectionsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Reflections Archive`);
  const [params, setParams] = useSearchParams();
  const tab = archiveTabFrom(params.get('tab'));
  const isPaid = useIsPaidMember();
  const [search, setSearch] = useState('');
  const [month, setMonth] = useState<MonthKey>(() => monthOf(serverToday()));

  const selectTab = (value: string | null) => {
    const next: ArchiveKind = value === 'personal' ? 'personal' : 'scheduled';
    if (next === tab) return;
    setParams((p) => {
      p.set('tab', tabParam(next));
      return p;
    }, KEEP_SCROLL);
  };

  const listProps = { search, onSearchChange: setSearch, month, onMonthChange: setMonth };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t`Reflections Archive`}
          </Title>
          <Text c="dimmed">{t`Revisit the daily scriptures and the reflections from your own plans.`}</Text>
        </Stack>
        <CloseButton component={Link} to="/" size="lg" aria-label={t`Close`} />
      </Group>

      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <TabList tabs={ARCHIVE_TABS.map((item) => ({ ...item, label: i18n._(item.label) }))} value={tab} />
        <Tabs.Panel value="scheduled">
          <ArchiveList kind="scheduled" {...listProps} />
        </Tabs.Panel>
        <Tabs.Panel value="personal">
          {isPaid ? (
            <ArchiveList kind="personal" {...listProps} />
          ) : (
            <UpgradePrompt feature={i18n._(ARCHIVE_FEATURE)} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
