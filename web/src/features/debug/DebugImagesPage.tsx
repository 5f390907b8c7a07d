import { Badge, Card, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { routes } from '@reign/contract';
import { useState } from 'react';
import { callRoute } from '../../sync/api';
import { useLoader } from '../admin/use-loader';

type LoadStatus = 'loading' | 'loaded' | 'failed';

function ImageCheck({ title, src }: { title: string; src: string }) {
  const [status, setStatus] = useState<LoadStatus>('loading');
  return (
    <Card withBorder padding="sm" data-testid="debug-image">
      <Card.Section>
        <Image
          src={src}
          alt={title}
          h={160}
          fit="cover"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
      </Card.Section>
      <Text fw={500} mt="sm" truncate>
        {title}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {src}
      </Text>
      <Badge mt="xs" color={status === 'loaded' ? 'green' : status === 'failed' ? 'red' : 'gray'}>
        {status}
      </Badge>
    </Card>
  );
}

/**
 * /debug/images — the images of the public giveaways with their load status. Series images are
 * not listed: no public route lists them.
 */
export function DebugImagesPage() {
  const { state } = useLoader(() => callRoute(routes.giveaways));
  return (
    <Stack>
      <Title order={1}>Debug: images</Title>
      <Title order={2} size="h3">
        Giveaway images
      </Title>
      {state.status === 'loading' ? (
        <Loader role="status" aria-label="Loading" />
      ) : state.status === 'error' ? (
        <Text c="red" role="alert">
          Failed to load giveaways.
        </Text>
      ) : (
        (() => {
          const withImages = state.data.filter((g) => g.imageUrl);
          return withImages.length === 0 ? (
            <Text c="dimmed">No giveaway images.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {withImages.map((g) => (
                <ImageCheck key={g.id} title={g.title} src={g.imageUrl as string} />
              ))}
            </SimpleGrid>
          );
        })()
      )}
      <Title order={2} size="h3">
        Series images
      </Title>
      <Text c="dimmed">Series images are not public; none are listed here.</Text>
    </Stack>
  );
}
