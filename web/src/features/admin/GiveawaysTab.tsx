import { ActionIcon, Badge, Button, Group, Image, Loader, Table, Text, Title, Tooltip } from '@mantine/core';
import type { AdminGiveaway } from '@reign/contract';
import { IconEdit, IconPlayerPause, IconPlayerPlay, IconPlus, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../sync/http';
import { showToast } from '../../ui/toast';
import { adminApi } from './admin-api';
import { formatDate } from './admin-format';
import { ConfirmDelete } from './ConfirmButton';
import { GiveawayDialog } from './GiveawayDialog';
import { useLoader } from './use-loader';

const winnerName = (g: AdminGiveaway) => (g.winner ? (g.winner.displayName ?? g.winner.username) : null);

/** Giveaways tab: the table, the dialog and (beyond the spec) drawing a winner. */
export function GiveawaysTab() {
  const { state, reload } = useLoader(adminApi.giveaways);
  const [dialog, setDialog] = useState<{ giveaway: AdminGiveaway | null } | null>(null);
  const [drawing, setDrawing] = useState<number | null>(null);

  const toggle = async (g: AdminGiveaway) => {
    try {
      await adminApi.updateGiveaway(g.id, { isActive: !g.isActive });
      showToast({
        title: g.isActive ? 'Giveaway deactivated' : 'Giveaway activated',
        message: g.title,
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
  const remove = async (g: AdminGiveaway) => {
    try {
      await adminApi.deleteGiveaway(g.id);
      showToast({ title: 'Giveaway deleted', message: g.title, variant: 'success' });
      reload();
    } catch (err) {
      showToast({
        title: 'Failed to delete giveaway',
        message: errorMessage(err, 'Please try again.'),
        variant: 'error',
      });
    }
  };
  const draw = async (g: AdminGiveaway) => {
    setDrawing(g.id);
    try {
      const result = await adminApi.drawWinner(g.id);
      showToast({
        title: 'Winner drawn',
        message: `${winnerName(result) ?? 'Someone'} won ${result.prize}.`,
        variant: 'success',
      });
      reload();
    } catch (err) {
      showToast({
        title: 'Failed to draw a winner',
        message: errorMessage(err, 'Please try again.'),
        variant: 'error',
      });
    } finally {
      setDrawing(null);
    }
  };

  const now = Date.now();
  return (
    <div>
      <Group justify="space-between" mb="md">
        <Title order={3}>Giveaways</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ giveaway: null })}>
          Add New
        </Button>
      </Group>
      {state.status === 'loading' ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>Loading giveaways...</Text>
        </Group>
      ) : state.status === 'error' ? (
        <Text c="red" role="alert">
          Failed to load giveaways. Please try again.
        </Text>
      ) : state.data.length === 0 ? (
        <Text c="dimmed">No giveaways found. Click "Add New" to create one.</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover aria-label="Giveaways">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Image</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th>Prize</Table.Th>
                <Table.Th>Points Required</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.data.map((g) => {
                const ended = Date.parse(g.endDate) <= now;
                const winner = winnerName(g);
                return (
                  <Table.Tr key={g.id}>
                    <Table.Td>
                      {g.imageUrl ? (
                        <Image src={g.imageUrl} alt={g.title} w={48} h={48} radius="sm" fit="cover" />
                      ) : (
                        <Text size="xs" c="dimmed">
                          No image
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text fw={500}>{g.title}</Text>
                      <Text size="xs" c="dimmed">
                        {g.entryCount} {g.entryCount === 1 ? 'entry' : 'entries'}
                      </Text>
                      {winner ? (
                        <Text size="xs" c="teal">
                          Winner: {winner}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{g.prize}</Table.Td>
                    <Table.Td>{g.pointRequirement}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(g.startDate)} - {formatDate(g.endDate)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={g.isActive ? 'green' : 'gray'}>
                        {g.isActive ? 'Active' : 'Inactive'}
                      </Badge>
                      {ended ? (
                        <Badge ml={4} color="dark" variant="light">
                          Ended
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Edit">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit ${g.title}`}
                            onClick={() => setDialog({ giveaway: g })}
                          >
                            <IconEdit size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={g.isActive ? 'Deactivate' : 'Activate'}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${g.isActive ? 'Deactivate' : 'Activate'} ${g.title}`}
                            onClick={() => void toggle(g)}
                          >
                            {g.isActive ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                          </ActionIcon>
                        </Tooltip>
                        {ended && g.entryCount > 0 && !g.winner ? (
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconTrophy size={14} />}
                            loading={drawing === g.id}
                            onClick={() => void draw(g)}
                          >
                            Draw Winner
                          </Button>
                        ) : null}
                        <ConfirmDelete
                          label={`Delete ${g.title}`}
                          question="Are you sure you want to delete this giveaway? This cannot be undone."
                          onConfirm={() => void remove(g)}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <GiveawayDialog
        opened={dialog !== null}
        giveaway={dialog?.giveaway ?? null}
        onClose={() => setDialog(null)}
        onSaved={reload}
      />
    </div>
  );
}
