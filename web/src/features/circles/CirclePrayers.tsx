import { useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPray } from '@tabler/icons-react';
import { useCirclePrayers, useCirclePrayerWrites } from '../../data/circle-prayers';
import { EmptyList } from '../../ui/EmptyList';
import { CirclePrayerCard } from './CirclePrayerCard';
import { plainList } from './circle-styles';

/**
 * The circle's prayer requests (issue 52), from this device's database: they show offline, and
 * 'I prayed' is kept here at once and sent when online. A circle this device has not pulled yet
 * shows as loading, never as empty; with `ifPulled`, as nothing (the page while the circle itself
 * cannot be read: offline, the requests this device holds still show).
 */
export function CirclePrayers({ circleId, ifPulled = false }: { circleId: string; ifPulled?: boolean }) {
  const { t } = useLingui();
  const data = useCirclePrayers(circleId);
  const { prayFor } = useCirclePrayerWrites();
  const headingId = `circle-prayers-${circleId}`;
  if (ifPulled && !data?.pulled) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t`Prayer requests`}
      </Title>
      {!data?.pulled ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Loading the prayer requests`}>
          <Skeleton height={72} radius="md" />
          <Text size="sm" c="dimmed">
            {t`The circle's requests appear here once this device has synced.`}
          </Text>
        </Stack>
      ) : data.requests.length === 0 ? (
        <EmptyList
          compact
          icon={<IconPray aria-hidden="true" />}
          description={t`No one has shared a request yet. To share one, open Prayers, choose Share on a request and pick this circle.`}
        />
      ) : (
        <Stack gap="sm" component="ul" style={plainList}>
          {data.requests.map((request) => (
            <CirclePrayerCard
              key={request.prayer.id}
              request={request}
              onPray={(prayerId) => prayFor(circleId, prayerId)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
