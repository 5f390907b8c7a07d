import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { ModeratedWallRequest } from '@reign/contract';
import { useId } from 'react';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { QueryLoaded } from '../../../ui/QueryLoaded';
import { useToastedMutation } from '../../../ui/use-toasted-mutation';
import { ModeratedCard } from './ModeratedCard';
import { WallSettingsCard } from './WallSettingsCard';
import {
  moderateWallRequest,
  useWallQueue,
  useWallSettings,
  type WallAction,
  wallAdminKeys,
} from './wall-admin-api';

const plainList = { listStyle: 'none', padding: 0, margin: 0 } as const;

function Queue({
  title,
  empty,
  requests,
  actions,
  onAction,
  busy,
}: {
  title: string;
  empty: string;
  requests: ModeratedWallRequest[];
  actions: { action: WallAction; label: string; color?: string }[];
  onAction: (request: ModeratedWallRequest, action: WallAction) => void;
  busy: boolean;
}) {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      {requests.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack component="ul" gap="sm" style={plainList}>
          {requests.map((request) => (
            <ModeratedCard
              key={request.id}
              request={request}
              actions={actions}
              busy={busy}
              onAction={(action) => onAction(request, action)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The admin's 'Prayer wall' tab: the settings, the requests waiting for approval and the reported ones. */
export function WallTab() {
  const { t } = useLingui();
  const settings = useWallSettings();
  const queue = useWallQueue();
  const done: Record<WallAction, string> = {
    approve: t`Approved: it is on the wall.`,
    reject: t`Rejected.`,
    keep: t`Kept: it is on the wall again.`,
    remove: t`Removed from the wall.`,
  };
  const moderate = useToastedMutation({
    run: ({ request, action }: { request: ModeratedWallRequest; action: WallAction }) =>
      moderateWallRequest(request.id, action),
    invalidates: [wallAdminKeys.queue],
    success: ({ request, action }) => ({ title: request.title, message: done[action] }),
    failureTitle: t`Nothing was changed`,
  });
  const onAction = (request: ModeratedWallRequest, action: WallAction) =>
    moderate.mutate({ request, action });
  const failed = {
    title: t`The prayer wall could not be loaded`,
    message: t`Check your connection and try again.`,
  };
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t`Prayer wall`}
      </Title>
      <QueryLoaded
        query={settings}
        loading={<ListSkeleton label={t`Loading`} rows={1} height={160} />}
        failed={failed}
      >
        {(data) => <WallSettingsCard settings={data} />}
      </QueryLoaded>
      <QueryLoaded
        query={queue}
        loading={<ListSkeleton label={t`Loading`} rows={2} height={100} />}
        failed={failed}
      >
        {({ pending, reported }) => (
          <>
            <Queue
              title={t`Waiting for approval`}
              empty={t`No request is waiting.`}
              requests={pending}
              actions={[
                { action: 'approve', label: t`Approve` },
                { action: 'reject', label: t`Reject`, color: 'red' },
              ]}
              onAction={onAction}
              busy={moderate.isPending}
            />
            <Queue
              title={t`Reported`}
              empty={t`No request is reported.`}
              requests={reported}
              actions={[
                { action: 'keep', label: t`Keep on the wall` },
                { action: 'remove', label: t`Remove`, color: 'red' },
              ]}
              onAction={onAction}
              busy={moderate.isPending}
            />
          </>
        )}
      </QueryLoaded>
    </Stack>
  );
}
