import { Card, type MantineSpacing, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A card that is an article named by its heading (`headingId`): one goal, one past daily plan.
 * Its children stack with `gap`.
 */
export function ArticleCard({
  headingId,
  testId,
  padding,
  gap,
  children,
}: {
  headingId: string;
  testId: string;
  padding: MantineSpacing;
  gap: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding={padding}
      component="article"
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <Stack gap={gap}>{children}</Stack>
    </Card>
  );
}
