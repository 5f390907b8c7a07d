import { useLingui } from '@lingui/react/macro';
import { Stack, Table, Text } from '@mantine/core';
import type { ScheduledScripture } from '@reign/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListHeader } from '../../ui/ListHeader';
import { ActiveBadge, AdminList, AdminTable, RowActions, useRowWrites } from './AdminList';
import { adminApi } from './admin-api';
import { formatCalendarDate, reflectionPreview, truncateText } from './admin-format';
import { adminKeys } from './admin-queries';
import { ScriptureDialog } from './ScriptureDialog';

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
  const { t } = useLingui();
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
        <ActiveBadge active={scripture.isActive} />
      </Table.Td>
      <Table.Td>
        <RowActions
          name={scripture.reference}
          isActive={scripture.isActive}
          onEdit={onEdit}
          onToggle={onToggle}
          deleteQuestion={t`Are you sure you want to delete this scheduled scripture?`}
          onDelete={onDelete}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** Scriptures tab (the default): the scheduled scriptures and their dialog. */
export function ScripturesTab() {
  const { t } = useLingui();
  const scriptures = useQuery({ queryKey: adminKeys.scriptures, queryFn: adminApi.scriptures });
  const [dialog, setDialog] = useState<{ scripture: ScheduledScripture | null } | null>(null);
  const writes = useRowWrites<ScheduledScripture>({
    texts: {
      activated: t`Scripture activated`,
      deactivated: t`Scripture deactivated`,
      deleted: t`Scripture deleted successfully`,
      deleteFailed: t`Failed to delete scripture`,
    },
    lists: [adminKeys.scriptures],
    name: (s) => s.reference,
    update: (s, body) => adminApi.updateScripture(s.id, body),
    remove: (s) => adminApi.deleteScripture(s.id),
  });

  return (
    <Stack gap="md">
      <ListHeader
        title={t`Scheduled Scriptures`}
        addLabel={t`Add New`}
        onAdd={() => setDialog({ scripture: null })}
      />
      <AdminList
        query={scriptures}
        noun="scriptures"
        empty={t`No scheduled scriptures found. Click "Add New" to create one.`}
      >
        {(rows) => (
          <AdminTable
            label={t`Scheduled scriptures`}
            columns={[t`Date`, t`Reference`, t`Scripture`, t`Reflection`, t`Status`, t`Actions`]}
          >
            {rows.map((s) => (
              <ScriptureRow
                key={s.id}
                scripture={s}
                onEdit={() => setDialog({ scripture: s })}
                onToggle={() => writes.toggle(s)}
                onDelete={() => writes.remove(s)}
              />
            ))}
          </AdminTable>
        )}
      </AdminList>
      <ScriptureDialog
        opened={dialog !== null}
        scripture={dialog?.scripture ?? null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
