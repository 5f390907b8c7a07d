import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The sizes of a 404: a whole page, or a part of one (a Bible passage). */
const SIZES = {
  page: { number: 72, space: 80 },
  part: { number: 64, space: 60 },
};

/** What is not there: a large 404, its title, why, and the ways back (`children`). */
export function NotFoundView({
  title,
  message,
  size,
  children,
}: {
  title: string;
  message: ReactNode;
  size: keyof typeof SIZES;
  children: ReactNode;
}) {
  const { number, space } = SIZES[size];
  return (
    <Stack align="center" ta="center" py={{ base: 'xl', sm: space }} gap="md">
      <Text fz={number} fw={900} c="dimmed" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={440}>
        {message}
      </Text>
      {children}
    </Stack>
  );
}
