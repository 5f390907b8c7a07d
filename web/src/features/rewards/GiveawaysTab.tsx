import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Giveaway } from '@reign/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryLoaded } from '../../ui/QueryLoaded';
import { GiveawayDetail } from './GiveawayDetail';
import { GiveawayFacts } from './GiveawayFacts';
import { GiveawayImage } from './GiveawayImage';
import { useGiveawayEntries, useGiveaways } from './rewards-queries';
import { CardGrid, LoadingGrid, TabIntro } from './tab-layout';

/** Monthly Giveaways: the list, then one giveaway's detail (Back returns). */
export function GiveawaysTab() {
  const giveaways = useGiveaways();
  const entries = useGiveawayEntries();
  const { t } = useLingui();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = giveaways.data?.find((g) => g.id === selectedId) ?? null;

  if (selected) {
    return (
      <Stack gap="md">
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            onClick={() => setSelectedId(null)}
          >
            {t`Back`}
          </Button>
        </Group>
        <GiveawayDetail
          giveaway={selected}
          entries={(entries.data ?? []).filter((e) => e.giveawayId === selected.id)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <TabIntro title={t`Monthly giveaways`}>
        {t`Spend the points you earn by sharing and inviting friends for a chance to win.`}
      </TabIntro>
      <QueryLoaded
        query={giveaways}
        loading={<LoadingGrid label={t`Loading giveaways`} count={2} height={260} />}
        failed={{ title: t`Unable to load giveaways` }}
        empty={
          <Card withBorder radius="md" padding="lg">
            <Text c="dimmed">{t`There are no giveaways right now. Keep sharing and check back soon.`}</Text>
          </Card>
        }
      >
        {(list) => (
          <CardGrid>
            {list.map((g) => (
              <GiveawayCard
                key={g.id}
                giveaway={g}
                entered={(entries.data ?? []).filter((e) => e.giveawayId === g.id).length}
                onView={() => setSelectedId(g.id)}
              />
            ))}
          </CardGrid>
        )}
      </QueryLoaded>
    </Stack>
  );
}

function GiveawayCard({
  giveaway: g,
  entered,
  onView,
}: {
  giveaway: Giveaway;
  entered: number;
  onView: () => void;
}) {
  const { t } = useLingui();
  const title = g.title;
  return (
    <Card component="li" withBorder radius="md" padding="lg" aria-label={g.title}>
      <Card.Section>
        <GiveawayImage src={g.imageUrl} alt={g.title} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Title order={3} size="h4">
          {g.title}
        </Title>
        <Text size="sm" lineClamp={2}>
          {g.description}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t`Prize:`}
          </Text>{' '}
          {g.prize}
        </Text>
        <GiveawayFacts giveaway={g} />
        {entered > 0 && (
          <Text size="xs" c="teal">
            {t`You have entered ${plural(entered, { one: 'once', other: '# times' })}.`}
          </Text>
        )}
        <Button mt="xs" onClick={onView} aria-label={t`View ${title}`}>
          {t`View giveaway`}
        </Button>
      </Stack>
    </Card>
  );
}
