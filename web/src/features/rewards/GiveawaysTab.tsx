import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { GiveawayDetail } from './GiveawayDetail';
import { GiveawayFacts } from './GiveawayFacts';
import { GiveawayImage } from './GiveawayImage';
import { LoadError } from './LoadError';
import { fetchGiveawayEntries, fetchGiveaways } from './rewards-api';
import { useRemote } from './use-remote';

/** Monthly Giveaways: the list, then one giveaway's detail (Back returns). */
export function GiveawaysTab() {
  const giveaways = useRemote(fetchGiveaways);
  const entries = useRemote(fetchGiveawayEntries);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = giveaways.data?.find((g) => g.id === selectedId) ?? null;

  const header = (
    <div>
      <Title order={2} size="h3">
        Monthly giveaways
      </Title>
      <Text c="dimmed" size="sm">
        Spend the points you earn by sharing and inviting friends for a chance to win.
      </Text>
    </div>
  );

  if (giveaways.error && !giveaways.data) {
    return (
      <Stack gap="md">
        {header}
        <LoadError title="Unable to load giveaways" onRetry={giveaways.reload} />
      </Stack>
    );
  }
  if (!giveaways.data) {
    return (
      <Stack gap="md">
        {header}
        <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-label="Loading giveaways">
          <Skeleton height={260} radius="md" />
          <Skeleton height={260} radius="md" />
        </SimpleGrid>
      </Stack>
    );
  }

  if (selected) {
    return (
      <Stack gap="md">
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
            onClick={() => setSelectedId(null)}
          >
            Back
          </Button>
        </Group>
        <GiveawayDetail
          giveaway={selected}
          entries={(entries.data ?? []).filter((e) => e.giveawayId === selected.id)}
          onEntered={entries.reload}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {header}
      {giveaways.data.length === 0 ? (
        <Card withBorder radius="md" padding="lg">
          <Text c="dimmed">There are no giveaways right now. Keep sharing and check back soon.</Text>
        </Card>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {giveaways.data.map((g) => {
            const mine = (entries.data ?? []).filter((e) => e.giveawayId === g.id);
            return (
              <Card key={g.id} component="li" withBorder radius="md" padding="lg" aria-label={g.title}>
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
                      Prize:
                    </Text>{' '}
                    {g.prize}
                  </Text>
                  <GiveawayFacts giveaway={g} />
                  {mine.length > 0 && (
                    <Text size="xs" c="teal">
                      You have entered {mine.length === 1 ? 'once' : `${mine.length} times`}.
                    </Text>
                  )}
                  <Button mt="xs" onClick={() => setSelectedId(g.id)} aria-label={`View ${g.title}`}>
                    View giveaway
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
