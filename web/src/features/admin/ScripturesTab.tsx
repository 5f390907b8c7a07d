import { ActionIcon, Badge, Button, Group, Loader, Table, Text, Title, Tooltip } from '@mantine/core';
import type { ScheduledScripture } from '@reign/contract';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../sync/http';
import { showToast } from '../../ui/toast';
import { adminApi } from './admin-api';
import { formatCalendarDate, reflectionPreview, truncateText } from './admin-format';
import { ConfirmDelete } from './ConfirmButton';
import { ScriptureDialog } from './ScriptureDialog';
import { useLoader } from './use-loader';

/** One row of the table: the spec's columns. */
export function ScriptureRow({
  scripture,
  onEdit,
  onToggle,
  onDelete,
}: {
  scripture: ScheduledScripture;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const reflection = reflectionPreview(scripture.reflection);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(scripture.scheduleDate)}</Table.Td>
      <Table.Td>{scripture.reference}</Table.Td>
      <Table.Td>{truncateText(scripture.verse)}</Table.Td>
      <Table.Td maw={320}>
        <Text size="sm" lineClamp={3} c={scripture.reflection?.trim() ? undefined : 'dimmed'}>
          {reflection}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={scripture.isActive ? 'green' : 'gray'}>
          {scripture.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${scripture.reference}`} onClick={onEdit}>
              <IconEdit size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={scripture.isActive ? 'Deactivate' : 'Activate'}>
            <ActionIcon
              variant="subtle"
              aria-label={`${scripture.isActive ? 'Deactivate' : 'Activate'} ${scripture.reference}`}
              onClick={onToggle}
            >
              {scripture.isActive ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
            </ActionIcon>
          </Tooltip>
          <ConfirmDelete
            label={`Delete ${scripture.reference}`}
            question="Are you sure you want to delete this scheduled scripture?"
            onConfirm={onDelete}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Scriptures tab (the default): the scheduled scriptures and their dialog. */
export function ScripturesTab() {
  const { state, reload } = useLoader(adminApi.scriptures);
  const [dialog, setDialog] = useState<{ scripture: ScheduledScripture | null } | null>(null);

  const toggle = async (s: ScheduledScripture) => {
    try {
      await adminApi.updateScripture(s.id, { isActive: !s.isActive });
      showToast({
        title: s.isActive ? 'Scripture deactivated' : 'Scripture activated',
        message: s.reference,
        variant: 'success',
      });
      reload();
    } catch (err) {
      showToast({
        title: 'Failed to update status',
        message: errorMessage(err, 'Please try again.'),
        variant: 'error',
      });
    }
  };
  const remove = async (s: ScheduledScripture) => {
    try {
      await adminApi.deleteScripture(s.id);
      showToast({ title: 'Scripture deleted successfully', message: s.reference, variant: 'success' });
      reload();
    } catch (err) {
      showToast({
        title: 'Failed to delete scripture',
        message: errorMessage(err, 'Please try again.'),
        variant: 'error',
      });
    }
  };

  return (
    <div>
      <Group justify="space-between" mb="md">
        <Title order={3}>Scheduled Scriptures</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ scripture: null })}>
          Add New
        </Button>
      </Group>
      {state.status === 'loading' ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Loading scheduled scriptures...</Text>
        </Group>
      ) : state.status === 'error' ? (
        <Text c="red" role="alert">
          Failed to load scheduled scriptures. Please try again.
        </Text>
      ) : state.data.length === 0 ? (
        <Text c="dimmed">No scheduled scriptures found. Click "Add New" to create one.</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover aria-label="Scheduled scriptures">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th>Scripture</Table.Th>
                <Table.Th>Reflection</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.data.map((s) => (
                <ScriptureRow
                  key={s.id}
                  scripture={s}
                  onEdit={() => setDialog({ scripture: s })}
                  onToggle={() => void toggle(s)}
                  onDelete={() => void remove(s)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ScriptureDialog
        opened={dialog !== null}
        scripture={dialog?.scripture ?? null}
        onClose={() => setDialog(null)}
        onSaved={reload}
      />
    </div>
  );
}
