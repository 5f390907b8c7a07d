import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { WallRequest } from '@reign/contract';
import { IconLock, IconPlus, IconPray } from '@tabler/icons-react';
import { useState } from 'react';
import { withQueryClient } from '../../api/with-query-client';
import { EmptyList } from '../../ui/EmptyList';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { QueryLoaded } from '../../ui/QueryLoaded';
import { usePageTitle } from '../../ui/use-page-title';
import { MyWallRequests } from './MyWallRequests';
import { PostRequestDialog } from './PostRequestDialog';
import { ReportDialog } from './ReportDialog';
import { WallRequestCard } from './WallRequestCard';
import { useWall } from './wall-api';

const plainList = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * The church prayer wall (issue 52): the approved requests of everyone on the server, a request of
 * one's own (it waits for approval), Report, and one's own requests with where each stands.
 */
function WallPageContent() {
  const { t } = useLingui();
  usePageTitle(t`Prayer wall`);
  const wall = useWall();
  const [posting, setPosting] = useState(false);
  const [reporting, setReporting] = useState<WallRequest | null>(null);
  const open = wall.data?.open ?? false;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{t`Prayer wall`}</Title>
            <Text c="dimmed">{t`Requests from everyone on this server. Each is approved by a moderator before it shows.`}</Text>
          </Stack>
          {open && (
            <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setPosting(true)}>
              {t`Post a request`}
            </Button>
          )}
        </Group>
        <QueryLoaded
          query={wall}
          loading={<ListSkeleton label={t`Loading the prayer wall`} rows={2} height={110} />}
          failed={{
            title: t`The prayer wall could not be loaded`,
            message: t`Check your connection and try again.`,
            serverMessage: true,
          }}
        >
          {({ open: isOpen, requests }) =>
            !isOpen ? (
              <Alert icon={<IconLock size={18} aria-hidden="true" />} title={t`The prayer wall is closed`}>
                {t`The administrator has not opened the wall. Come back later.`}
              </Alert>
            ) : requests.length === 0 ? (
              <Card withBorder radius="md" padding="lg">
                <EmptyList
                  icon={<IconPray size={32} aria-hidden="true" />}
                  title={t`No requests on the wall yet`}
                  headingOrder={2}
                  description={t`Post a request and the people of this server can pray with you once it is approved.`}
                />
              </Card>
            ) : (
              <Stack component="ul" gap="sm" aria-label={t`Prayer requests`} style={plainList}>
                {requests.map((request) => (
                  <WallRequestCard
                    key={request.id}
                    request={request}
                    onReport={() => setReporting(request)}
                  />
                ))}
              </Stack>
            )
          }
        </QueryLoaded>
        <MyWallRequests />
      </Stack>
      <PostRequestDialog opened={posting} onClose={() => setPosting(false)} />
      <ReportDialog request={reporting} onClose={() => setReporting(null)} />
    </Container>
  );
}

/** The page with the app's query client (the wall is the server's). */
export const WallPage = withQueryClient(WallPageContent);
export default WallPage;
