import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { sendfoxWords } from '../../i18n/shared/words/admin';
import { AdminQueryLoaded } from './AdminList';
import { adminApi } from './admin-api';
import { formatDate } from './admin-format';
import { adminKeys } from './admin-queries';
import { CreateListDialog, ExportUsersDialog } from './SendfoxDialogs';

function StatCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Card>
  );
}

/** SendFox tab: stat cards, the lists, 'Create List' and 'Export Users'. */
export function SendfoxTab() {
  const { t, i18n } = useLingui();
  const query = useQuery({ queryKey: adminKeys.sendfoxLists, queryFn: adminApi.sendfoxLists });
  const [createOpen, setCreateOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const lists = query.data?.lists ?? [];
  const connected = query.data?.connected ?? false;
  const totalContacts = lists.reduce((sum, l) => sum + l.contact_count, 0);
  // without a SendFox key both actions would only answer 503: off, with the reason beside them
  const unavailable = !connected;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t`SendFox Email Lists`}</Title>
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreateOpen(true)}
            disabled={unavailable}
            aria-describedby={unavailable ? 'sendfox-unavailable' : undefined}
          >
            {t`Create List`}
          </Button>
          <Button
            leftSection={<IconUpload size={16} />}
            onClick={() => setExportOpen(true)}
            disabled={unavailable}
            aria-describedby={unavailable ? 'sendfox-unavailable' : undefined}
          >
            {t`Export Users`}
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label={t`Total Lists`}>
          <Text fw={700} size="xl">
            {lists.length}
          </Text>
        </StatCard>
        <StatCard label={t`Total Contacts`}>
          <Text fw={700} size="xl">
            {totalContacts}
          </Text>
        </StatCard>
        <StatCard label={t`Export Status`}>
          <Badge mt={6} size="lg" color={connected ? 'green' : 'gray'}>
            {connected ? t`Connected` : t`Not Connected`}
          </Badge>
        </StatCard>
      </SimpleGrid>
      <AdminQueryLoaded query={query} noun="sendfoxLists" rows={3} height={48} serverMessage>
        {(data) =>
          !data.connected ? (
            <Alert color="gray" id="sendfox-unavailable">
              {i18n._(sendfoxWords.notConnected)}{' '}
              {t`Creating lists and exporting users need SENDFOX_API_TOKEN set on the server (docs/operations.md).`}
            </Alert>
          ) : data.lists.length === 0 ? (
            <Text c="dimmed">{t`No SendFox lists yet.`}</Text>
          ) : (
            <Table striped aria-label={t`SendFox lists`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`List Name`}</Table.Th>
                  <Table.Th>{t`Contacts`}</Table.Th>
                  <Table.Th>{t`Created`}</Table.Th>
                  <Table.Th>{t`Last Updated`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lists.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>{l.name}</Table.Td>
                    <Table.Td>{l.contact_count}</Table.Td>
                    <Table.Td>{formatDate(l.created_at)}</Table.Td>
                    <Table.Td>{formatDate(l.updated_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )
        }
      </AdminQueryLoaded>
      <CreateListDialog opened={createOpen} onClose={() => setCreateOpen(false)} />
      <ExportUsersDialog opened={exportOpen} lists={lists} onClose={() => setExportOpen(false)} />
    </Stack>
  );
}
