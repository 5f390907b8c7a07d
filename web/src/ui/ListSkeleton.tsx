import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while a list loads from the local database. */
export function ListSkeleton({
  label,
  rows = 3,
  height = 72,
}: {
  label: string;
  rows?: number;
  height?: number;
}) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}
