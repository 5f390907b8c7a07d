import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import type { ModeratedWallRequest } from '@reign/contract';
import type { WallAction } from './wall-admin-api';

/** A request in a queue: its words, its author (marked when members do not see them), its reports, the actions. */
export function ModeratedCard({
  request,
  actions,
  onAction,
  busy,
}: {
  request: ModeratedWallRequest;
  actions: { action: WallAction; label: string; color?: string }[];
  onAction: (action: WallAction) => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  return (
    <Card component="li" withBorder padding="md" aria-label={request.title}>
      <Stack gap={6}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {request.title}
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t`By ${request.authorName}`}
          </Text>
          {request.anonymous && <Badge variant="light">{t`Anonymous to members`}</Badge>}
        </Group>
        {request.details && (
          <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{request.details}</Text>
        )}
        {request.reports.length > 0 && (
          <List size="sm" aria-label={t`Reports`}>
            {request.reports.map((r) => (
              <List.Item key={r.reportedAt}>{r.reason ?? t`No reason given`}</List.Item>
            ))}
          </List>
        )}
        <Group gap="xs">
          {actions.map(({ action, label, color }) => (
            <Button
              key={action}
              size="compact-sm"
              variant={color ? 'light' : 'filled'}
              color={color}
              disabled={busy}
              onClick={() => onAction(action)}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
