import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLayoutList } from '@tabler/icons-react';
import { FrameworkCard } from './FrameworkCard';
import { useFrameworkStore } from './framework-store';
import { TodayLabel } from './TodayLabel';

/** The daily page (/): today's date in Central time and the REIGN framework. */
export function HomePage() {
  useDocumentTitle('Reign · Today');
  const hidden = useFrameworkStore((s) => s.hidden);
  const hide = useFrameworkStore((s) => s.hide);
  const show = useFrameworkStore((s) => s.show);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" c="dimmed" tt="uppercase" fw={600} lts={0.5}>
            Today · Central Time
          </Text>
          <Title order={1} size="h2">
            <TodayLabel />
          </Title>
        </div>
        {hidden && (
          <Button
            variant="light"
            leftSection={<IconLayoutList size={18} aria-hidden="true" />}
            onClick={show}
          >
            Show Framework
          </Button>
        )}
      </Group>
      {!hidden && <FrameworkCard onClose={hide} />}
    </Stack>
  );
}
