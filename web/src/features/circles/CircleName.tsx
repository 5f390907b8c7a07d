import { useLingui } from '@lingui/react/macro';
import { Button, Group, TextInput, Title } from '@mantine/core';
import { CIRCLE_NAME_MAX, type CircleDetail, circleNameBody } from '@reign/contract';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { textField } from '../../ui/form-fields';
import { useDialogForm } from '../../ui/use-dialog-form';
import { wrapAnywhere } from './circle-styles';

/**
 * The circle's name as the page's heading; a leader renames it in place (Rename opens the field
 * under the heading, Escape or Cancel closes it, and focus goes back to Rename either way).
 */
export function CircleName({
  circle,
  onRename,
}: {
  circle: Pick<CircleDetail, 'name' | 'role'>;
  /** resolves whether the new name was saved */
  onRename: (name: string) => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const { form } = useDialogForm(circleNameBody, { name: circle.name }, null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const open = () => {
    form.reset({ name: circle.name });
    setEditing(true);
  };
  const submit = form.handleSubmit(async ({ name }) => {
    if (await onRename(name)) setEditing(false);
  });
  return (
    <>
      <Group gap="xs" align="center">
        <Title order={1} style={wrapAnywhere}>
          {circle.name}
        </Title>
        {circle.role === 'leader' && !editing && (
          <Button
            ref={renameButton}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={open}
          >
            {t`Rename`}
          </Button>
        )}
      </Group>
      {editing && (
        <form onSubmit={submit} noValidate aria-label={t`Rename the circle`}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t`New name`}
              required
              autoFocus
              maxLength={CIRCLE_NAME_MAX}
              flex={1}
              miw={200}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setEditing(false);
              }}
              {...textField(form, 'name')}
            />
            <Group gap="xs">
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t`Save`}
              </Button>
              <Button variant="default" onClick={() => setEditing(false)}>
                {t`Cancel`}
              </Button>
            </Group>
          </Group>
        </form>
      )}
    </>
  );
}
