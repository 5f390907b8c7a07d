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

/** 'Edit <noun> <title>' and 'Delete <noun> <title>' (or Remove) icons of a list item. */
export function EditDeleteActions({
  noun,
  title,
  onEdit,
  onDelete,
  deleteVerb = 'Delete',
  disabled,
  editRef,
  deleteRef,
}: {
  noun: string;
  title: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteVerb?: 'Delete' | 'Remove';
  disabled?: boolean;
  editRef?: Ref<HTMLButtonElement>;
  deleteRef?: Ref<HTMLButtonElement>;
}) {
  const itemActions = [
    { verb: 'Edit', color: 'gray', ref: editRef, onClick: onEdit, Icon: IconPencil },
    { verb: deleteVerb, color: 'red', ref: deleteRef, onClick: onDelete, Icon: IconTrash },
  ];
  return (
    <Group gap={4} wrap="nowrap">
      {itemActions.map(({ verb, color, ref, onClick, Icon }) => (
        <IconAction
          key={verb}
          tooltip={`${verb} ${noun}`}
          label={`${verb} ${noun} ${title}`}
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
