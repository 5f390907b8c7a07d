import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { CIRCLE_NAME_MAX, circleNameBody } from '@reign/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '../../ui/FormDialog';
import { textField } from '../../ui/form-fields';
import { useDialogForm } from '../../ui/use-dialog-form';
import { circleKeys } from './circle-queries';
import { createCircle } from './circles-api';

/** 'New circle': its name; once made, its page opens (its maker leads it, and invites from there). */
export function NewCircleDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const dialogForm = useDialogForm(circleNameBody, { name: '' }, null);
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t`New circle`}
      label={t`New circle`}
      {...dialogForm}
      onSubmit={async ({ name }) => {
        const circle = await createCircle(name);
        client.setQueryData(circleKeys.circle(circle.id), circle);
        void client.invalidateQueries({ queryKey: circleKeys.list });
        void navigate(`/circles/${circle.id}`);
      }}
      submitLabel={t`Create circle`}
      success={({ name }) => ({ title: name, message: t`Your circle is ready. Invite people to join it.` })}
      failureTitle={t`The circle was not created`}
    >
      <TextInput
        label={t`Name`}
        description={t`For example: Home group, The Garcia family`}
        required
        data-autofocus
        maxLength={CIRCLE_NAME_MAX}
        {...textField(dialogForm.form, 'name')}
      />
    </FormDialog>
  );
}
