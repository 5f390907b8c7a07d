import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { sendfoxMessages } from '@reign/contract';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../sync/http';
import { showToast } from '../../ui/toast';
import { adminApi } from './admin-api';
import { buildExportRequest, type ExportFormValues, formatDate } from './admin-format';
import { useLoader } from './use-loader';

const emptyExport: ExportFormValues = {
  listId: null,
  newListName: '',
  advanced: false,
  hasEntries: false,
  hasShares: false,
  minSharingPoints: '',
  dateStart: '',
  dateEnd: '',
};

/** SendFox tab: stat cards, the lists, 'Create List' and 'Export Users'. */
export function SendfoxTab() {
  const { state, reload } = useLoader(adminApi.sendfoxLists);
  const [createOpen, setCreateOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [listName, setListName] = useState('');
  const [listError, setListError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [exportValues, setExportValues] = useState<ExportFormValues>(emptyExport);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const lists = state.status === 'ready' ? state.data.lists : [];
  const connected = state.status === 'ready' && state.data.connected;
  const totalContacts = lists.reduce((sum, l) => sum + l.contact_count, 0);
  const set = (patch: Partial<ExportFormValues>) => setExportValues((v) => ({ ...v, ...patch }));

  const createList = async () => {
    const name = listName.trim();
    if (!name) {
      setListError(sendfoxMessages.listName);
      return;
    }
    setCreating(true);
    try {
      await adminApi.sendfoxCreateList(name);
      showToast({ title: 'List created', message: 'SendFox list created successfully.', variant: 'success' });
      setCreateOpen(false);
      setListName('');
      reload();
    } catch (err) {
      showToast({
        title: 'Failed to create SendFox list',
        message: errorMessage(err, 'Please try again.'),
        variant: 'error',
      });
    } finally {
      setCreating(false);
    }
  };

  const exportUsers = async () => {
    const request = buildExportRequest(exportValues);
    if ('error' in request) {
      setExportError(request.error);
      return;
    }
    setExportError(null);
    setExporting(true);
    try {
      const result =
        request.kind === 'plain'
          ? await adminApi.sendfoxExport(request.body)
          : await adminApi.sendfoxExportFiltered(request.body);
      if (result.success) {
        showToast({
          title: 'Export Successful',
          message: `${result.exportedUsers} users exported${result.skippedUsers ? `, ${result.skippedUsers} skipped` : ''}.`,
          variant: 'success',
        });
      } else {
        showToast({
          title: 'Export Completed with Issues',
          message: `${result.exportedUsers} exported, ${result.skippedUsers} skipped. ${result.message}`,
          variant: 'error',
        });
      }
      setExportOpen(false);
      setExportValues(emptyExport);
      reload();
    } catch (err) {
      showToast({
        title: 'Export Failed',
        message: errorMessage(err, 'Failed to export users to SendFox'),
        variant: 'error',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>SendFox Email Lists</Title>
        <Group>
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setCreateOpen(true)}>
            Create List
          </Button>
          <Button leftSection={<IconUpload size={16} />} onClick={() => setExportOpen(true)}>
            Export Users
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Total Lists
          </Text>
          <Text fw={700} size="xl">
            {lists.length}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Total Contacts
          </Text>
          <Text fw={700} size="xl">
            {totalContacts}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Export Status
          </Text>
          <Badge mt={6} size="lg" color={connected ? 'green' : 'gray'}>
            {connected ? 'Connected' : 'Not Connected'}
          </Badge>
        </Card>
      </SimpleGrid>
      {state.status === 'loading' ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Loading SendFox lists...</Text>
        </Group>
      ) : state.status === 'error' ? (
        <Text c="red" role="alert">
          {errorMessage(state.error, 'Failed to load SendFox lists. Please try again.')}
        </Text>
      ) : !state.data.connected ? (
        <Alert color="gray">{sendfoxMessages.notConnected}</Alert>
      ) : lists.length === 0 ? (
        <Text c="dimmed">No SendFox lists yet.</Text>
      ) : (
        <Table striped aria-label="SendFox lists">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>List Name</Table.Th>
              <Table.Th>Contacts</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last Updated</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lists.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.name}</Table.Td>
                <Table.Td>{l.contact_count}</Table.Td>
                <Table.Td>{formatDate(l.created_at)}</Table.Td>
                <Table.Td>{formatDate(l.updated_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <Modal opened={createOpen} onClose={() => setCreateOpen(false)} title="Create SendFox List">
        <Stack>
          <TextInput
            label="List name"
            withAsterisk
            value={listName}
            error={listError}
            onChange={(e) => {
              setListName(e.currentTarget.value);
              setListError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCreateOpen(false)}>
              Cancel
            </Button>
            <Button loading={creating} onClick={() => void createList()}>
              Create List
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={exportOpen}
        onClose={() => setExportOpen(false)}
        title="Export Users to SendFox"
        size="lg"
      >
        <Stack>
          <Select
            label="Existing list"
            placeholder="Select a list"
            clearable
            data={lists.map((l) => ({ value: String(l.id), label: `${l.name} (${l.contact_count})` }))}
            value={exportValues.listId}
            onChange={(listId) => set({ listId })}
          />
          <TextInput
            label="Or a new list name"
            value={exportValues.newListName}
            disabled={exportValues.listId !== null}
            onChange={(e) => set({ newListName: e.currentTarget.value })}
          />
          <Checkbox
            label="Advanced filters"
            checked={exportValues.advanced}
            onChange={(e) => set({ advanced: e.currentTarget.checked })}
          />
          {exportValues.advanced ? (
            <Card withBorder>
              <Stack gap="sm">
                <Checkbox
                  label="Only users with daily entries"
                  checked={exportValues.hasEntries}
                  onChange={(e) => set({ hasEntries: e.currentTarget.checked })}
                />
                <Checkbox
                  label="Only users who shared scripture"
                  checked={exportValues.hasShares}
                  onChange={(e) => set({ hasShares: e.currentTarget.checked })}
                />
                <NumberInput
                  label="Minimum sharing points"
                  min={0}
                  allowDecimal={false}
                  value={exportValues.minSharingPoints}
                  onChange={(v) => set({ minSharingPoints: v })}
                />
                <Group grow>
                  <TextInput
                    type="date"
                    label="Joined from"
                    value={exportValues.dateStart}
                    onChange={(e) => set({ dateStart: e.currentTarget.value })}
                  />
                  <TextInput
                    type="date"
                    label="Joined until"
                    value={exportValues.dateEnd}
                    onChange={(e) => set({ dateEnd: e.currentTarget.value })}
                  />
                </Group>
              </Stack>
            </Card>
          ) : null}
          {exportError ? (
            <Text c="red" size="sm" role="alert">
              {exportError}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setExportOpen(false)}>
              Cancel
            </Button>
            <Button loading={exporting} onClick={() => void exportUsers()}>
              Export Users
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
