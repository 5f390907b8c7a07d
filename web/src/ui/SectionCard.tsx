import { Card, Group, type MantineSpacing, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * A card of the Profile ('Security', 'E-mail address', 'Reminders'): a section named by its heading,
 * with an optional `badge` at the heading's end; its children stack below with a medium gap.
 */
export function SectionCard({
  title,
  badge,
  headingGap = 'xs',
  children,
}: {
  title: ReactNode;
  badge?: ReactNode;
  headingGap?: MantineSpacing;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb={headingGap}>
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {badge}
      </Group>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}
