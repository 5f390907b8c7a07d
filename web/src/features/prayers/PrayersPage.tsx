import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Container, Group, Stack, Tabs, TextInput, Title } from '@mantine/core';
import type { Prayer, PrayerStatus } from '@reign/contract';
import { IconHandStop, IconPlayerPlay, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePrayers } from '../../data';
import { useHydrated } from '../../ssr/use-hydrated';
import { EmptyList } from '../../ui/EmptyList';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { usePageTitle } from '../../ui/use-page-title';
import { AnswerPrayerDialog } from './AnswerPrayerDialog';
import { PrayerCard } from './PrayerCard';
import { PrayerFormDialog } from './PrayerFormDialog';
import { PrayNow } from './PrayNow';
import { PRAYER_TABS, prayersOf, tabCounts } from './prayer-format';

const EMPTY: Record<PrayerStatus, MessageDescriptor> = {
  active: msg`Add the first thing you are praying for: a person, a need, a hope. Come back and pray over it.`,
  answered: msg`When God answers a request, mark it answered and write down what He did.`,
  archived: msg`Requests you set aside rest here. You can restore them any time.`,
};

const isStatus = (v: string | null): v is PrayerStatus => PRAYER_TABS.some((t) => t.value === v);

/** The prayer journal (issue 20): read from this device's database, so it works offline. */
export function PrayersPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Prayers`);
  const prayers = usePrayers();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: PrayerStatus = isStatus(tabParam) ? tabParam : 'active';
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Prayer | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [answering, setAnswering] = useState<Prayer | null>(null);
  const [praying, setPraying] = useState(false);
  const hydrated = useHydrated();
  const counts = tabCounts(prayers ?? []);
  const openForm = (prayer: Prayer | null) => {
    setEditing(prayer);
    setFormOpen(true);
  };
  const active = prayersOf(prayers ?? [], 'active', '');

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t`Prayers`}</Title>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
              disabled={active.length === 0}
              onClick={() => setPraying(true)}
            >
              {t`Pray now`}
            </Button>
            <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => openForm(null)}>
              {t`Add Request`}
            </Button>
          </Group>
        </Group>
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          label={t`Search requests`}
          placeholder={t`Title, details or for whom`}
          // drawn by the server: typing before React owns it would be undone (CustomPlanForm too)
          readOnly={!hydrated}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        <Tabs
          value={tab}
          onChange={(v) => setParams(v && v !== 'active' ? { tab: v } : {}, { replace: true })}
        >
          <Tabs.List mb="lg">
            {PRAYER_TABS.map((item) => (
              <Tabs.Tab
                key={item.value}
                value={item.value}
                rightSection={
                  <Badge size="sm" variant="light" circle aria-label={`${counts[item.value]}`}>
                    {counts[item.value]}
                  </Badge>
                }
              >
                {i18n._(item.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PRAYER_TABS.map((item) => (
            <Tabs.Panel key={item.value} value={item.value}>
              {prayers === undefined ? (
                <ListSkeleton label={t`Loading prayer requests`} />
              ) : (
                <TabBody
                  rows={prayersOf(prayers, item.value, query)}
                  status={item.value}
                  searching={query.trim() !== ''}
                  answered={counts.answered}
                  onAdd={() => openForm(null)}
                  onEdit={openForm}
                  onAnswer={setAnswering}
                />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      <PrayerFormDialog opened={formOpen} prayer={editing} onClose={() => setFormOpen(false)} />
      <AnswerPrayerDialog opened={answering !== null} prayer={answering} onClose={() => setAnswering(null)} />
      <PrayNow opened={praying} prayers={active} onClose={() => setPraying(false)} />
    </Container>
  );
}

function TabBody(props: {
  rows: Prayer[];
  status: PrayerStatus;
  searching: boolean;
  /** how many requests are answered: an empty Active tab is then a list with its prayers answered, not a new one */
  answered: number;
  onAdd: () => void;
  onEdit: (p: Prayer) => void;
  onAnswer: (p: Prayer) => void;
}) {
  const { t, i18n } = useLingui();
  const answered = props.answered;
  if (props.rows.length === 0) {
    if (props.searching) return <EmptyList description={t`No requests match your search.`} />;
    if (props.status === 'active' && props.answered > 0) {
      return (
        <EmptyList
          icon={<IconHandStop size={32} aria-hidden="true" />}
          title={t`Nothing waiting for an answer`}
          description={
            answered === 1
              ? t`Your request has been answered: see what God did in Answered. Add a new request when something is on your heart.`
              : t`All ${answered} of your requests have been answered: see what God did in Answered. Add a new request when something is on your heart.`
          }
          action={{ label: t`Add a request`, onClick: props.onAdd }}
        />
      );
    }
    return (
      <EmptyList
        icon={<IconHandStop size={32} aria-hidden="true" />}
        title={props.status === 'active' ? t`Start your prayer list` : undefined}
        description={i18n._(EMPTY[props.status])}
        action={
          props.status === 'active' ? { label: t`Add your first request`, onClick: props.onAdd } : undefined
        }
      />
    );
  }
  return (
    <Stack gap="md">
      {props.rows.map((p) => (
        <PrayerCard key={p.id} prayer={p} onEdit={props.onEdit} onAnswer={props.onAnswer} />
      ))}
    </Stack>
  );
}
