import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Image, Stack, Table, Text } from '@mantine/core';
import type { AdminGiveaway } from '@reign/contract';
import { IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverNow } from '../../api';
import { ListHeader } from '../../ui/ListHeader';
import { useToastedMutation } from '../../ui/use-toasted-mutation';
import { ActiveBadge, AdminList, AdminTable, RowActions, useRowWrites } from './AdminList';
import { adminApi } from './admin-api';
import { formatDate } from './admin-format';
import { adminKeys } from './admin-queries';
import { GiveawayDialog } from './GiveawayDialog';

const winnerName = (g: AdminGiveaway) => (g.winner ? (g.winner.displayName ?? g.winner.username) : null);

function GiveawayRow({
  giveaway: g,
  now,
  onEdit,
}: {
  giveaway: AdminGiveaway;
  now: number;
  onEdit: () => void;
}) {
  const { t } = useLingui();
  const writes = useRowWrites<AdminGiveaway>({
    texts: {
      activated: t`Giveaway activated`,
      deactivated: t`Giveaway deactivated`,
      deleted: t`Giveaway deleted`,
      deleteFailed: t`Failed to delete giveaway`,
    },
    lists: [adminKeys.giveaways],
    name: (row) => row.title,
    update: (row, body) => adminApi.updateGiveaway(row.id, body),
    remove: (row) => adminApi.deleteGiveaway(row.id),
  });
  const draw = useToastedMutation({
    run: (row: AdminGiveaway) => adminApi.drawWinner(row.id),
    invalidates: [adminKeys.giveaways],
    success: (_row, result) => {
      const name = winnerName(result);
      const prize = result.prize;
      return { title: t`Winner drawn`, message: name ? t`${name} won ${prize}.` : t`Someone won ${prize}.` };
    },
    failureTitle: t`Failed to draw a winner`,
  });
  const ended = Date.parse(g.endDate) <= now;
  const winner = winnerName(g);
  const entries = g.entryCount;
  return (
    <Table.Tr>
      <Table.Td>
        {g.imageUrl ? (
          <Image src={g.imageUrl} alt={g.title} w={48} h={48} radius="sm" fit="cover" />
        ) : (
          <Text size="xs" c="dimmed">
            {t`No image`}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text fw={500}>{g.title}</Text>
        <Text size="xs" c="dimmed">
          {t`${plural(entries, { one: '# entry', other: '# entries' })}`}
        </Text>
        {winner ? (
          <Text size="xs" c="teal">
            {t`Winner: ${winner}`}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{g.prize}</Table.Td>
      <Table.Td>{g.pointRequirement}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatDate(g.startDate)} - {formatDate(g.endDate)}
      </Table.Td>
      <Table.Td>
        <ActiveBadge active={g.isActive} />
        {ended ? (
          <Badge ml={4} color="dark" variant="light">
            {t`Ended`}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <RowActions
          name={g.title}
          isActive={g.isActive}
          onEdit={onEdit}
          onToggle={() => writes.toggle(g)}
          deleteQuestion={t`Are you sure you want to delete this giveaway? This cannot be undone.`}
          onDelete={() => writes.remove(g)}
        >
          {ended && g.entryCount > 0 && !g.winner ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconTrophy size={14} />}
              loading={draw.isPending}
              onClick={() => draw.mutate(g)}
            >
              {t`Draw Winner`}
            </Button>
          ) : null}
        </RowActions>
      </Table.Td>
    </Table.Tr>
  );
}

/** Giveaways tab: the table, the dialog and (beyond the spec) drawing a winner. */
export function GiveawaysTab() {
  const { t } = useLingui();
  const giveaways = useQuery({ queryKey: adminKeys.giveaways, queryFn: adminApi.giveaways });
  const [dialog, setDialog] = useState<{ giveaway: AdminGiveaway | null } | null>(null);
  const now = serverNow().getTime();
  return (
    <Stack gap="md">
      <ListHeader title={t`Giveaways`} addLabel={t`Add New`} onAdd={() => setDialog({ giveaway: null })} />
      <AdminList
        query={giveaways}
        noun="giveaways"
        empty={t`No giveaways found. Click "Add New" to create one.`}
      >
        {(rows) => (
          <AdminTable
            label={t`Giveaways`}
            columns={[t`Image`, t`Title`, t`Prize`, t`Points Required`, t`Duration`, t`Status`, t`Actions`]}
          >
            {rows.map((g) => (
              <GiveawayRow key={g.id} giveaway={g} now={now} onEdit={() => setDialog({ giveaway: g })} />
            ))}
          </AdminTable>
        )}
      </AdminList>
      <GiveawayDialog
        opened={dialog !== null}
        giveaway={dialog?.giveaway ?? null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
