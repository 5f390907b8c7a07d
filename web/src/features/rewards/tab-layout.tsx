import { SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A rewards tab's heading and what the tab is about. */
export function TabIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {children}
      </Text>
    </div>
  );
}

/** The cards of a rewards tab as a list: one column on a phone, two from `sm`. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {children}
    </SimpleGrid>
  );
}

/** The grid's placeholders while its cards load, announced as `label`. */
export function LoadingGrid({ label, count, height }: { label: string; count: number; height: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of one size, never reordered
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}
