import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconTarget, IconTimeline } from '@tabler/icons-react';
import { CheckList } from '../../ui/CheckList';

export const BENEFITS = [
  {
    title: 'Reflections Archive',
    text: 'Every daily scripture and the reflections from your own plans, searchable by month.',
    icon: IconBook2,
  },
  {
    title: 'Multiple Goals',
    text: 'Plan every area of life with as many goals as you need.',
    icon: IconTarget,
  },
  {
    title: '7-Day Series',
    text: 'Week-long journeys through scripture, one theme and one plan a day.',
    icon: IconTimeline,
  },
] as const;

/** What lifetime membership unlocks, beside the payment form. */
export function Benefits() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="benefits-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="benefits-heading">
          What lifetime membership unlocks
        </Title>
        <Stack gap="sm">
          {BENEFITS.map(({ title, text, icon: Icon }) => (
            <Group key={title} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
                <Icon size={20} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
        <CheckList items={['Lifetime access', 'No recurring fees']} />
      </Stack>
    </Card>
  );
}
