import { Table, Text } from '@mantine/core';
import type { adminUser } from '@reign/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { QueryLoaded } from '../../../ui/QueryLoaded';

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
    <QueryLoaded
      query={query}
      loading={<ListSkeleton label="Loading" rows={2} height={32} />}
      failed={{ title: 'Unable to load', message: 'Failed to load. Please try again.', serverMessage: true }}
      empty={empty === undefined ? undefined : <Text c="dimmed">{empty}</Text>}
      isEmpty={isEmpty}
    >
      {children}
    </QueryLoaded>
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
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <Table.Th key={c}>{c}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
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
