import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { WallRequest } from '@reign/contract';
import { uuidv7 } from '@reign/domain';
import { IconFlag, IconHeartHandshake } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useToastedMutation } from '../../ui/use-toasted-mutation';
import { prayForWallRequest, wallKeys } from './wall-api';

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** One request on the wall: who asked (or 'Anonymous'), its words, 'I prayed' and Report. */
export function WallRequestCard({ request, onReport }: { request: WallRequest; onReport: () => void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  // the tap's id, kept until the server has counted it: pressing again after a failure (its answer
  // may have been lost after the count) sends the same tap, which counts once
  const tap = useRef<string | null>(null);
  const pray = useToastedMutation({
    run: () => {
      tap.current ??= uuidv7();
      return prayForWallRequest(request.id, tap.current);
    },
    failureTitle: t`Your prayer was not counted`,
  });
  const prayed = async () => {
    const updated = await pray.mutateAsync().catch(() => null);
    if (!updated) return;
    tap.current = null;
    void client.invalidateQueries({ queryKey: wallKeys.wall });
  };
  const count = request.prayedCount;
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={request.title}>
      <Stack gap={6}>
        <Text fw={600} size="lg" style={wrapAnywhere}>
          {request.title}
        </Text>
        <Text size="sm" c="dimmed">
          {request.mine ? t`Your request` : (request.name ?? t`Anonymous`)}
        </Text>
        {request.details && (
          <Text style={{ ...wrapAnywhere, whiteSpace: 'pre-wrap' }}>{request.details}</Text>
        )}
        <Group justify="space-between" gap="xs">
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconHeartHandshake size={16} aria-hidden="true" />}
            loading={pray.isPending}
            onClick={() => void prayed()}
          >
            {t`I prayed`}
          </Button>
          <Text size="sm" c="dimmed" aria-live="polite">
            {plural(count, { one: '# prayer', other: '# prayers' })}
          </Text>
          {!request.mine && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconFlag size={16} aria-hidden="true" />}
              onClick={onReport}
            >
              {t`Report`}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
