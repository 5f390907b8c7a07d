import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card of the two password-reset pages. */
export function ResetFrame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
      {children}
    </Paper>
  );
}
