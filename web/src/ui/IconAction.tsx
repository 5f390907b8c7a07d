import { ActionIcon, Group, type MantineColor, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';

export interface IconActionProps {
  /** the tooltip ('Edit task') */
  tooltip: string;
  /** the accessible name, naming the item ('Edit task Pray') */
  label: string;
  onClick: () => void;
  color?: MantineColor;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
  /** the icon */
  children: ReactNode;
}

/** A small icon button with a tooltip: edit, delete, remove on a list item. */
export function IconAction({ tooltip, label, onClick, color, disabled, ref, children }: IconActionProps) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        ref={ref}
        variant="subtle"
        color={color}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** One icon's words, already in the reader's language: the tooltip ('Edit task') and the name ('Edit task Pray'). */
export interface ItemActionWords {
  tooltip: string;
  label: string;
}

/**
 * The edit and delete (or remove) icons of a list item; the caller gives their words, translated,
 * for example ``{ tooltip: t`Edit goal`, label: t`Edit goal ${title}` }``.
 */
export function EditDeleteActions({
  edit,
  remove,
  onEdit,
  onDelete,
  disabled,
  editRef,
  deleteRef,
}: {
  edit: ItemActionWords;
  remove: ItemActionWords;
  onEdit: () => void;
  onDelete: () => void;
  disabled?: boolean;
  editRef?: Ref<HTMLButtonElement>;
  deleteRef?: Ref<HTMLButtonElement>;
}) {
  const itemActions = [
    { key: 'edit', words: edit, color: 'gray', ref: editRef, onClick: onEdit, Icon: IconPencil },
    { key: 'delete', words: remove, color: 'red', ref: deleteRef, onClick: onDelete, Icon: IconTrash },
  ];
  return (
    <Group gap={4} wrap="nowrap">
      {itemActions.map(({ key, words, color, ref, onClick, Icon }) => (
        <IconAction
          key={key}
          tooltip={words.tooltip}
          label={words.label}
          color={color}
          ref={ref}
          disabled={disabled}
          onClick={onClick}
        >
          <Icon size={18} aria-hidden="true" />
        </IconAction>
      ))}
    </Group>
  );
}
