import { Card, CloseButton, Group, Text, Title } from '@mantine/core';
import { PrinciplesList } from '../../ui/PrinciplesList';

/** The five REIGN steps, closable; the home page remembers the choice. */
export function FrameworkCard({ onClose }: { onClose: () => void }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="framework-heading">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
        <div>
          <Title order={2} size="h3" id="framework-heading">
            The REIGN Framework
          </Title>
          <Text size="sm" c="dimmed">
            Five steps to order your day: Scripture first, then your priorities, actions, grit and prayer.
          </Text>
        </div>
        <CloseButton aria-label="Hide framework" onClick={onClose} />
      </Group>
      <PrinciplesList />
    </Card>
  );
}
