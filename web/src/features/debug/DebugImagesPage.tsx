import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Card, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { giveawayRoutes } from '@reign/contract/giveaways';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../api';
import { routeKey } from '../../api/query-client';
import { withQueryClient } from '../../api/with-query-client';
import { Loaded } from '../../ui/Loaded';

type LoadStatus = 'loading' | 'loaded' | 'failed';

/** The status badge's words. */
const STATUS_LABELS = { loading: msg`loading`, loaded: msg`loaded`, failed: msg`failed` } as const;

function ImageCheck({ title, src }: { title: string; src: string }) {
  const { i18n } = useLingui();
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
        {i18n._(STATUS_LABELS[status])}
      </Badge>
    </Card>
  );
}

/**
 * /debug/images — the images of the public giveaways with their load status. Series images are
 * not listed: no public route lists them.
 */
function DebugImagesPageContent() {
  const { t } = useLingui();
  const giveaways = useQuery({
    queryKey: routeKey(giveawayRoutes.giveaways),
    queryFn: () => callApi(giveawayRoutes.giveaways),
    select: (list) => list.filter((g) => g.imageUrl),
  });
  return (
    <Stack>
      <Title order={1}>{t`Debug: images`}</Title>
      <Title order={2} size="h3">
        {t`Giveaway images`}
      </Title>
      <Loaded
        data={giveaways.data}
        error={giveaways.error}
        loading={<Loader role="status" aria-label={t`Loading`} />}
        failed={
          <Text c="red" role="alert">
            {t`Failed to load giveaways.`}
          </Text>
        }
        empty={<Text c="dimmed">{t`No giveaway images.`}</Text>}
      >
        {(withImages) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            {withImages.map((g) => (
              <ImageCheck key={g.id} title={g.title} src={g.imageUrl as string} />
            ))}
          </SimpleGrid>
        )}
      </Loaded>
      <Title order={2} size="h3">
        {t`Series images`}
      </Title>
      <Text c="dimmed">{t`Series images are not public; none are listed here.`}</Text>
    </Stack>
  );
}

/** The page with the app's query client (its server-only reads). */
export const DebugImagesPage = withQueryClient(DebugImagesPageContent);
