import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

/** What an admin read is called in its loading and error texts. */
export type AdminNoun = keyof typeof LOAD_TEXTS;

/** 'Loading …', 'Unable to load …', 'Failed to load … Please try again.' of each admin read. */
const LOAD_TEXTS = {
  scriptures: {
    loading: msg`Loading scheduled scriptures`,
    title: msg`Unable to load scheduled scriptures`,
    message: msg`Failed to load scheduled scriptures. Please try again.`,
  },
  giveaways: {
    loading: msg`Loading giveaways`,
    title: msg`Unable to load giveaways`,
    message: msg`Failed to load giveaways. Please try again.`,
  },
  series: {
    loading: msg`Loading series`,
    title: msg`Unable to load series`,
    message: msg`Failed to load series. Please try again.`,
  },
  entries: {
    loading: msg`Loading entries`,
    title: msg`Unable to load entries`,
    message: msg`Failed to load entries. Please try again.`,
  },
  users: {
    loading: msg`Loading users`,
    title: msg`Unable to load users`,
    message: msg`Failed to load users. Please try again.`,
  },
  sendfoxLists: {
    loading: msg`Loading SendFox lists`,
    title: msg`Unable to load SendFox lists`,
    message: msg`Failed to load SendFox lists. Please try again.`,
  },
  /** a user's details: no noun */
  none: {
    loading: msg`Loading`,
    title: msg`Unable to load`,
    message: msg`Failed to load. Please try again.`,
  },
} satisfies Record<string, Record<'loading' | 'title' | 'message', MessageDescriptor>>;

export interface AdminListProps<T> {
  query: UseQueryResult<T[]>;
  /** 'scriptures': 'Loading scheduled scriptures', 'Failed to load scheduled scriptures. Please try again.' */
  noun: AdminNoun;
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
  /** 'scriptures': 'Loading scheduled scriptures', 'Failed to load scheduled scriptures. Please try again.'; none in a user's details */
  noun?: AdminNoun;
  rows: number;
  height: number;
  serverMessage?: boolean;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { i18n } = useLingui();
  const texts = LOAD_TEXTS[noun ?? 'none'];
  return (
    <QueryLoaded
      query={query}
      loading={<ListSkeleton label={i18n._(texts.loading)} rows={rows} height={height} />}
      failed={{
        title: i18n._(texts.title),
        message: i18n._(texts.message),
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
  const { t } = useLingui();
  // a narrow column must not cut it to 'ACTI…': the label keeps its width, the column gives way
  return (
    <Badge color={active ? 'green' : 'gray'} styles={{ label: { overflow: 'visible' } }}>
      {active ? t`Active` : t`Inactive`}
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
  const { t } = useLingui();
  const toggleLabel = isActive ? t`Deactivate` : t`Activate`;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t`Edit`}>
        <ActionIcon variant="subtle" aria-label={t`Edit ${name}`} onClick={onEdit}>
          <IconEdit size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={toggleLabel}>
        <ActionIcon
          variant="subtle"
          aria-label={isActive ? t`Deactivate ${name}` : t`Activate ${name}`}
          onClick={onToggle}
        >
          {isActive ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
        </ActionIcon>
      </Tooltip>
      {children}
      <ConfirmDeleteButton label={t`Delete ${name}`} question={deleteQuestion} onConfirm={onDelete} />
    </Group>
  );
}

interface Activatable {
  id: number;
  isActive: boolean;
}

/** The toasts' titles of a list's writes, in the active language ('Giveaway activated'). */
export interface RowWriteTexts {
  activated: string;
  deactivated: string;
  /** the delete toast's title ('Giveaway deleted') */
  deleted: string;
  /** 'Failed to delete giveaway' */
  deleteFailed: string;
}

/**
 * Activate/Deactivate and Delete of an admin list's rows, with their toasts ('Giveaway activated',
 * 'Failed to delete giveaway'); the list is refreshed after each.
 */
export function useRowWrites<T extends Activatable>(options: {
  /** the toasts' titles */
  texts: RowWriteTexts;
  /** the reads the writes change */
  lists: readonly QueryKey[];
  name: (row: T) => string;
  update: (row: T, body: { isActive: boolean }) => Promise<unknown>;
  remove: (row: T) => Promise<unknown>;
  /** toast Activate/Deactivate too (default true) */
  toggleToast?: boolean;
}) {
  const { t } = useLingui();
  const { texts, lists, name, toggleToast = true } = options;
  const toggle = useToastedMutation({
    run: (row: T) => options.update(row, { isActive: !row.isActive }),
    invalidates: lists,
    ...(toggleToast
      ? {
          success: (row: T) => ({
            title: row.isActive ? texts.deactivated : texts.activated,
            message: name(row),
          }),
        }
      : {}),
    failureTitle: t`Failed to update status`,
  });
  const remove = useToastedMutation({
    run: options.remove,
    invalidates: lists,
    success: (row: T) => ({ title: texts.deleted, message: name(row) }),
    failureTitle: texts.deleteFailed,
  });
  return { toggle: toggle.mutate, remove: remove.mutate };
}
