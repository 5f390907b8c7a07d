import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { routes } from '@reign/contract';
import { useParams } from 'react-router-dom';
import { errorStatus } from '../../sync/http';
import { callWith } from '../admin/admin-api';
import { useLoader } from '../admin/use-loader';

/** /debug/:name — one verse and its reflection, by date (YYYY-MM-DD) or reference. Public. */
export function DebugVersePage() {
  const { name = '' } = useParams();
  const { state } = useLoader(() => callWith(routes.debugVerse, { params: { name } }), name);

  return (
    <Stack>
      <Title order={1}>Debug: {name}</Title>
      {state.status === 'loading' ? (
        <Loader role="status" aria-label="Loading" />
      ) : state.status === 'error' ? (
        <Text role="alert" c={errorStatus(state.error) === 404 ? undefined : 'red'}>
          {errorStatus(state.error) === 404
            ? `404: No verse found for "${name}". Use a date (YYYY-MM-DD) or a reference such as John 3:16.`
            : 'Failed to load this verse. Please try again.'}
        </Text>
      ) : (
        <Card withBorder padding="lg">
          <Text fs="italic" size="lg">
            "{state.data.verse}"
          </Text>
          <Text fw={600} mt="xs">
            {state.data.reference}
          </Text>
          <Title order={3} mt="lg" mb="xs">
            Reflection
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{state.data.reflection}</Text>
        </Card>
      )}
    </Stack>
  );
}
