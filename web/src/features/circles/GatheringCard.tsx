import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link } from '../../ui/Link';

/**
 * The way into the circle's gathering (issue 52): a leader starts one, every member follows it live
 * on the circle's own server, on the same network, with no internet needed.
 */
export function GatheringCard({ circleId, leads }: { circleId: string; leads: boolean }) {
  const { t } = useLingui();
  const headingId = `circle-gathering-${circleId}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {t`Gathering`}
          </Title>
          <Text size="sm" c="dimmed">
            {leads
              ? t`Meeting together? Show a passage and everyone who joins follows it on their own device.`
              : t`In a meeting, join to follow the passage your leader shows.`}
          </Text>
        </div>
        <Button
          component={Link}
          to={`/circles/${circleId}/gathering`}
          leftSection={<IconUsersGroup aria-hidden="true" size={18} />}
        >
          {leads ? t`Lead a gathering` : t`Join the gathering`}
        </Button>
      </Group>
    </Paper>
  );
}
