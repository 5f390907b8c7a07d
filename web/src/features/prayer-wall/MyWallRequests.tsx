import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MyWallRequest } from '@reign/contract';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { QueryLoaded } from '../../ui/QueryLoaded';
import { titled } from '../../ui/toast';
import { useToastedMutation } from '../../ui/use-toasted-mutation';
import { deleteWallRequest, useMyWallRequests, wallKeys } from './wall-api';
import { STATUS_COLORS, STATUS_LABELS } from './wall-words';

const plainList = { listStyle: 'none', padding: 0, margin: 0 } as const;

function MyRow({ request, onDelete }: { request: MyWallRequest; onDelete: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={request.title}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {request.title}
          </Text>
          <Group gap="xs">
            <Badge color={STATUS_COLORS[request.status]} variant="light">
              {i18n._(STATUS_LABELS[request.status])}
            </Badge>
            {request.anonymous && (
              <Text size="xs" c="dimmed">
                {t`Without your name`}
              </Text>
            )}
          </Group>
        </Stack>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          aria-label={t`Delete ${request.title}`}
          onClick={onDelete}
        >
          <IconTrash size={16} aria-hidden="true" />
        </Button>
      </Group>
    </Card>
  );
}

/** 'Your requests': my own, with where each stands (waiting, on the wall, hidden, expired...). */
export function MyWallRequests() {
  const { t } = useLingui();
  const headingId = useId();
  const mine = useMyWallRequests();
  const remove = useToastedMutation({
    run: (request: MyWallRequest) => deleteWallRequest(request.id),
    invalidates: [wallKeys.mine, wallKeys.wall],
    success: (request, answer) => titled(request.title)(answer),
    failureTitle: t`The request was not deleted`,
  });
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t`Your requests`}
      </Title>
      <QueryLoaded
        query={mine}
        loading={<ListSkeleton label={t`Loading your requests`} rows={1} height={70} />}
        failed={{
          title: t`Your requests could not be loaded`,
          message: t`Check your connection and try again.`,
        }}
        empty={<Text c="dimmed">{t`You have not posted a request yet.`}</Text>}
      >
        {(list) => (
          <Stack component="ul" gap="sm" style={plainList}>
            {list.map((request) => (
              <MyRow key={request.id} request={request} onDelete={() => remove.mutate(request)} />
            ))}
          </Stack>
        )}
      </QueryLoaded>
    </Stack>
  );
}
