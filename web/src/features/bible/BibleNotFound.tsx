import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconHome } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { readerPath } from './reader-paths';

/** A book or chapter the Bible does not have: what is wrong, and ways back. */
export function BibleNotFound({ message, book }: { message: string; book?: string }) {
  return (
    <Stack align="center" ta="center" py={{ base: 'xl', sm: 60 }} gap="md">
      <Text fz={64} fw={900} c="dimmed" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1} size="h2">
        Passage not found
      </Title>
      <Text c="dimmed" maw={440}>
        {message}. Choose a book and chapter that are in the Bible.
      </Text>
      <Group justify="center" gap="sm">
        <Button
          component={Link}
          to={readerPath(book ?? 'Genesis', 1)}
          leftSection={<IconBook size={18} aria-hidden="true" />}
        >
          Open {book ?? 'Genesis'} 1
        </Button>
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconHome size={18} aria-hidden="true" />}
        >
          Back to Home
        </Button>
      </Group>
    </Stack>
  );
}
