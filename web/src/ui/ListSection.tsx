import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A part of a list screen ('To Do (3)', 'Completed Goals (2)'): a section named by its heading. */
export function ListSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
