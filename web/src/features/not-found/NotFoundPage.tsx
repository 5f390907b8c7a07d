import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../ui/use-page-title';

/** Any route the app does not have. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Stack align="center" ta="center" py={{ base: 'xl', sm: 80 }} gap="md">
      <Text fz={72} fw={900} c="dimmed" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text c="dimmed" maw={440}>
        The page you are looking for does not exist or has moved. Today's plan is waiting for you at home.
      </Text>
      <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden="true" />}>
        Back to Home
      </Button>
    </Stack>
  );
}
