import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { EarnedAchievement } from '@reign/contract';
import { ACHIEVEMENTS } from '@reign/domain';
import { IconAward, IconLock } from '@tabler/icons-react';
import { QueryLoaded } from '../../ui/QueryLoaded';
import { formatDate } from './rewards-format';
import { useAchievements } from './rewards-queries';

/** Your Achievements: the whole catalogue, each locked or Achieved (with the date it was earned). */
export function AchievementsTab() {
  const earned = useAchievements();
  return (
    <QueryLoaded
      query={earned}
      loading={
        <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-label="Loading achievements">
          {ACHIEVEMENTS.map((a) => (
            <Skeleton key={a.type} height={96} radius="md" />
          ))}
        </SimpleGrid>
      }
      failed={{ title: 'Unable to load achievements' }}
    >
      {(list) => <AchievementList earned={list} />}
    </QueryLoaded>
  );
}

function AchievementList({ earned }: { earned: EarnedAchievement[] }) {
  const byType = new Map(earned.map((e) => [e.achievementId, e]));
  const count = ACHIEVEMENTS.filter((a) => byType.has(a.type)).length;

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          Your achievements
        </Title>
        <Text c="dimmed" size="sm">
          {count} of {ACHIEVEMENTS.length} unlocked. Each pays its points once.
        </Text>
      </div>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {ACHIEVEMENTS.map((a) => {
          const got = byType.get(a.type);
          return (
            <Card
              key={a.type}
              component="li"
              withBorder
              radius="md"
              padding="md"
              aria-label={a.title}
              // Locked cards are dashed, not faded: faded text falls under AA contrast.
              style={got ? undefined : { borderStyle: 'dashed' }}
            >
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon
                  size={44}
                  radius="xl"
                  variant={got ? 'filled' : 'light'}
                  color={got ? 'yellow' : 'gray'}
                >
                  {got ? (
                    <IconAward size={24} aria-hidden="true" />
                  ) : (
                    <IconLock size={22} aria-hidden="true" />
                  )}
                </ThemeIcon>
                <Stack gap={4} style={{ flex: 1 }}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>{a.title}</Text>
                    <Badge variant="light" color="yellow">
                      +{a.points} pts
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {a.description}
                  </Text>
                  {got ? (
                    <Group gap="xs">
                      <Badge color="teal" variant="filled">
                        Achieved
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {formatDate(got.createdAt)}
                      </Text>
                    </Group>
                  ) : (
                    <Badge color="gray" variant="outline" w="fit-content">
                      Locked
                    </Badge>
                  )}
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
