import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ActionStepGroup } from '@reign/contract';

/** One version of a day's plan: its priorities, each with its actions (and under its heading, `note`). */
export function PlanVersion({
  heading,
  note,
  priorities,
  actionSteps,
}: {
  heading: string;
  note?: string;
  priorities: readonly string[];
  actionSteps: readonly ActionStepGroup[];
}) {
  return (
    <Paper withBorder p="sm" radius="md" style={{ flex: '1 1 14rem' }}>
      <Stack gap={6}>
        <Title order={4} size="sm">
          {heading}
        </Title>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
        <List size="sm" spacing={4}>
          {priorities.map((priority) => {
            const actions = actionSteps.find((g) => g.priority === priority)?.actions ?? [];
            return (
              <List.Item key={priority}>
                <Text span size="sm" fw={600}>
                  {priority}
                </Text>
                {actions.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {actions.join(' · ')}
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}
