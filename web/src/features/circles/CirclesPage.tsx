import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { CircleSummary } from '@reign/contract';
import { IconKey, IconPlus, IconPray, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { withQueryClient } from '../../api/with-query-client';
import { EmptyList } from '../../ui/EmptyList';
import { Link } from '../../ui/Link';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { QueryLoaded } from '../../ui/QueryLoaded';
import { usePageTitle } from '../../ui/use-page-title';
import { useMyCircles } from './circle-queries';
import { plainList, wrapAnywhere } from './circle-styles';
import { CIRCLES_ABOUT, memberCount, ROLE_LABELS } from './circle-words';
import { JoinCodeDialog } from './JoinCodeDialog';
import { NewCircleDialog } from './NewCircleDialog';

function CircleRow({ circle }: { circle: CircleSummary }) {
  const { i18n } = useLingui();
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Anchor component={Link} to={`/circles/${circle.id}`} fw={600} size="lg" style={wrapAnywhere}>
            {circle.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {memberCount(circle.memberCount, i18n)}
          </Text>
        </Stack>
        <Badge variant={circle.role === 'leader' ? 'light' : 'default'} flex="none">
          {i18n._(ROLE_LABELS[circle.role])}
        </Badge>
      </Group>
    </Card>
  );
}

/** 'New circle' and 'Join with a code', side by side (wrapping on a phone). */
function CircleActions({ onNew, onJoin }: { onNew: () => void; onJoin: () => void }) {
  const { t } = useLingui();
  return (
    <Group gap="sm">
      <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onNew}>
        {t`New circle`}
      </Button>
      <Button variant="default" leftSection={<IconKey size={18} aria-hidden="true" />} onClick={onJoin}>
        {t`Join with a code`}
      </Button>
    </Group>
  );
}

/** /circles (issue 52): the circles I am in, with my role and their sizes; a new one, or join one by a code. */
function CirclesPageContent() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Circles`);
  const circles = useMyCircles();
  const [dialog, setDialog] = useState<'new' | 'join' | null>(null);
  const actions = <CircleActions onNew={() => setDialog('new')} onJoin={() => setDialog('join')} />;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{t`Circles`}</Title>
            <Text c="dimmed">{i18n._(CIRCLES_ABOUT)}</Text>
          </Stack>
          {circles.data?.length ? actions : null}
        </Group>
        <Anchor component={Link} to="/circles/wall" fw={500}>
          <Group gap={6} component="span">
            <IconPray size={18} aria-hidden="true" />
            {t`Prayer wall: pray with everyone on this server`}
          </Group>
        </Anchor>
        <QueryLoaded
          query={circles}
          loading={<ListSkeleton label={t`Loading your circles`} rows={2} height={82} />}
          failed={{
            title: t`Your circles could not be loaded`,
            message: t`Check your connection and try again.`,
            serverMessage: true,
          }}
          empty={
            <Card withBorder radius="md" padding="lg">
              <EmptyList
                icon={<IconUsersGroup size={32} aria-hidden="true" />}
                title={t`You are not in a circle yet`}
                headingOrder={2}
                description={t`Start one for the people you pray with and invite them by a link or a code, or join one with the code a leader gave you.`}
              >
                {actions}
              </EmptyList>
            </Card>
          }
        >
          {(list) => (
            <Stack component="ul" gap="sm" aria-label={t`Your circles`} style={plainList}>
              {list.map((circle) => (
                <CircleRow key={circle.id} circle={circle} />
              ))}
            </Stack>
          )}
        </QueryLoaded>
      </Stack>
      <NewCircleDialog opened={dialog === 'new'} onClose={() => setDialog(null)} />
      <JoinCodeDialog opened={dialog === 'join'} onClose={() => setDialog(null)} />
    </Container>
  );
}

/** The page with the app's query client (circles are the server's for now). */
export const CirclesPage = withQueryClient(CirclesPageContent);
