import { ActionIcon, Badge, Group, Table, Tooltip } from '@mantine/core';
import { IconEdit, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { EmptyList } from '../../ui/EmptyList';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { QueryLoaded } from '../../ui/QueryLoaded';
import { useToastedMutation } from '../../ui/use-toasted-mutation';
import classes from './AdminTable.module.css';

export interface AdminListProps<T> {
  query: UseQueryResult<T[]>;
  /** 'scheduled scriptures': 'Loading …', 'Failed to load … Please try again.' */
  noun: string;
  /** what the empty list says */
  empty: string;
  /** the empty list's button ('Add First Entry') */
  emptyAction?: { label: string; onClick: () => void };
  children: (rows: T[]) => ReactNode;
}

/**
 * An admin read's states: `rows` placeholder rows of `height` while it loads, 'Unable to load …' with
 * Try again when it failed (with `serverMessage`, the server's own words when it gave some), else
 * `empty` or the children.
 */
export function AdminQueryLoaded<T>({
  query,
  noun,
  rows,
  height,
  serverMessage = false,
  empty,
  isEmpty,
  children,
}: {
  query: UseQueryResult<T>;
  /** 'scheduled scriptures': 'Loading …', 'Failed to load … Please try again.'; none in a user's details */
  noun?: string;
  rows: number;
  height: number;
  serverMessage?: boolean;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const what = noun ? ` ${noun}` : '';
  return (
    <QueryLoaded
      query={query}
      loading={<ListSkeleton label={`Loading${what}`} rows={rows} height={height} />}
      failed={{
        title: `Unable to load${what}`,
        message: `Failed to load${what}. Please try again.`,
        serverMessage,
      }}
      empty={empty}
      isEmpty={isEmpty}
    >
      {children}
    </QueryLoaded>
  );
}

/** An admin list's states: skeleton, load error with Try again, empty, else the rows. */
export function AdminList<T>({ query, noun, empty, emptyAction, children }: AdminListProps<T>) {
  return (
    <AdminQueryLoaded
      query={query}
      noun={noun}
      rows={3}
      height={48}
      empty={<EmptyList description={empty} action={emptyAction} />}
    >
      {children}
    </AdminQueryLoaded>
  );
}

/** Names each body cell after its column (data-label), for the phone's card layout. */
function useCellLabels(columns: string[]) {
  const ref = useRef<HTMLTableElement>(null);
  const key = columns.join('\u0000');
  useEffect(() => {
    const table = ref.current;
    if (!table) return;
    const names = key.split('\u0000');
    const label = () => {
      for (const row of table.tBodies[0]?.rows ?? []) {
        for (const [i, cell] of [...row.cells].entries()) {
          const name = names[i] ?? '';
          if (cell.dataset.label !== name) cell.dataset.label = name;
        }
      }
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(table, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key]);
  return ref;
}

/** The head row of an admin table: one heading a column. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/**
 * A table inside the admin tabs: on a wide screen a table (scrolling sideways when too narrow);
 * below 640 px each row is a card with every field and its actions in view.
 */
export function AdminTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: string[];
  children: ReactNode;
}) {
  const ref = useCellLabels(columns);
  return (
    <Table.ScrollContainer minWidth={900} className={classes.scroll}>
      <Table ref={ref} striped highlightOnHover aria-label={label} className={classes.table}>
        <ColumnHeads columns={columns} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  // a narrow column must not cut it to 'ACTI…': the label keeps its width, the column gives way
  return (
    <Badge color={active ? 'green' : 'gray'} styles={{ label: { overflow: 'visible' } }}>
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

export interface RowActionsProps {
  /** the row's name in the buttons' labels ('Edit John 3:16') */
  name: string;
  isActive: boolean;
  onEdit: () => void;
  onToggle: () => void;
  deleteQuestion: string;
  onDelete: () => void;
  /** more buttons before Delete */
  children?: ReactNode;
}

/** Edit, Activate/Deactivate and Delete (asked first) of one admin row. */
export function RowActions({
  name,
  isActive,
  onEdit,
  onToggle,
  deleteQuestion,
  onDelete,
  children,
}: RowActionsProps) {
  const toggleLabel = isActive ? 'Deactivate' : 'Activate';
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconEdit size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={toggleLabel}>
        <ActionIcon variant="subtle" aria-label={`${toggleLabel} ${name}`} onClick={onToggle}>
          {isActive ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
        </ActionIcon>
      </Tooltip>
      {children}
      <ConfirmDeleteButton label={`Delete ${name}`} question={deleteQuestion} onConfirm={onDelete} />
    </Group>
  );
}

interface Activatable {
  id: number;
  isActive: boolean;
}

/**
 * Activate/Deactivate and Delete of an admin list's rows, with their toasts ('Giveaway activated',
 * 'Failed to delete giveaway'); the list is refreshed after each.
 */
export function useRowWrites<T extends Activatable>(options: {
  /** 'Giveaway' */
  noun: string;
  /** the reads the writes change */
  lists: readonly QueryKey[];
  name: (row: T) => string;
  update: (row: T, body: { isActive: boolean }) => Promise<unknown>;
  remove: (row: T) => Promise<unknown>;
  /** the delete toast's title; default '<Noun> deleted' */
  deletedTitle?: string;
  /** toast Activate/Deactivate too (default true) */
  toggleToast?: boolean;
}) {
  const { noun, lists, name, deletedTitle = `${noun} deleted`, toggleToast = true } = options;
  const toggle = useToastedMutation({
    run: (row: T) => options.update(row, { isActive: !row.isActive }),
    invalidates: lists,
    ...(toggleToast
      ? {
          success: (row: T) => ({
            title: `${noun} ${row.isActive ? 'deactivated' : 'activated'}`,
            message: name(row),
          }),
        }
      : {}),
    failureTitle: 'Failed to update status',
  });
  const remove = useToastedMutation({
    run: options.remove,
    invalidates: lists,
    success: (row: T) => ({ title: deletedTitle, message: name(row) }),
    failureTitle: `Failed to delete ${noun.toLowerCase()}`,
  });
  return { toggle: toggle.mutate, remove: remove.mutate };
}
