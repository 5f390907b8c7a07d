import { Table, Text } from '@mantine/core';
import type { adminUser } from '@reign/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { AdminQueryLoaded, ColumnHeads } from '../AdminList';

export type AdminUser = z.infer<typeof adminUser>;

/** One read's states inside the user's details: skeleton, the server's message with Try again, empty. */
export function QueryState<T>({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  return (
    <AdminQueryLoaded
      query={query}
      rows={2}
      height={32}
      serverMessage
      empty={empty === undefined ? undefined : <Text c="dimmed">{empty}</Text>}
      isEmpty={isEmpty}
    >
      {children}
    </AdminQueryLoaded>
  );
}

/** A plain table: the column names, then one row of cells per item. */
export function DataTable<T>({
  columns,
  rows,
  cells,
  caption,
}: {
  columns: string[];
  rows: T[];
  cells: (row: T) => ReactNode[];
  caption?: string;
}) {
  return (
    <Table striped>
      {caption ? <Table.Caption>{caption}</Table.Caption> : null}
      <ColumnHeads columns={columns} />
      <Table.Tbody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows of one answer, never reordered
          <Table.Tr key={i}>
            {cells(row).map((cell, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
              <Table.Td key={j}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
