import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { EarnedAchievement } from '@reign/contract';
import { ACHIEVEMENTS } from '@reign/domain';
import { IconAward, IconLock } from '@tabler/icons-react';
import { QueryLoaded } from '../../ui/QueryLoaded';
import { StateIcon } from '../../ui/StateIcon';
import { formatDate } from './rewards-format';
import { useAchievements } from './rewards-queries';
import { CardGrid, LoadingGrid, TabIntro } from './tab-layout';

/** Your Achievements: the whole catalogue, each locked or Achieved (with the date it was earned). */
export function AchievementsTab() {
  const earned = useAchievements();
  const { t } = useLingui();
  return (
    <QueryLoaded
      query={earned}
      loading={<LoadingGrid label={t`Loading achievements`} count={ACHIEVEMENTS.length} height={96} />}
      failed={{ title: t`Unable to load achievements` }}
    >
      {(list) => <AchievementList earned={list} />}
    </QueryLoaded>
  );
}

function AchievementList({ earned }: { earned: EarnedAchievement[] }) {
  const byType = new Map(earned.map((e) => [e.achievementId, e]));
  const count = ACHIEVEMENTS.filter((a) => byType.has(a.type)).length;
  const total = ACHIEVEMENTS.length;
  const { t, i18n } = useLingui();

  return (
    <Stack gap="md">
      <TabIntro title={t`Your achievements`}>
        {t`${count} of ${total} unlocked. Each pays its points once.`}
      </TabIntro>
      <CardGrid>
        {ACHIEVEMENTS.map((a) => {
          const got = byType.get(a.type);
          const points = a.points;
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
                <StateIcon on={Boolean(got)} size={44} color="yellow">
                  {got ? (
                    <IconAward size={24} aria-hidden="true" />
                  ) : (
                    <IconLock size={24} aria-hidden="true" />
                  )}
                </StateIcon>
                <Stack gap={4} style={{ flex: 1 }}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>{a.title}</Text>
                    <Badge variant="light" color="yellow">
                      {t`+${points} pts`}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {a.description}
                  </Text>
                  {got ? (
                    <Group gap="xs">
                      <Badge color="teal" variant="filled">
                        {t`Achieved`}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {formatDate(got.createdAt, i18n.locale)}
                      </Text>
                    </Group>
                  ) : (
                    <Badge color="gray" variant="outline" w="fit-content">
                      {t`Locked`}
                    </Badge>
                  )}
                </Stack>
              </Group>
            </Card>
          );
        })}
      </CardGrid>
    </Stack>
  );
}
