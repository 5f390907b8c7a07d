import { useLingui } from '@lingui/react/macro';
import { Checkbox, Textarea, TextInput } from '@mantine/core';
import { WALL_DETAILS_MAX, WALL_TITLE_MAX, wallRequestBody } from '@reign/contract/prayer-wall';
import { useQueryClient } from '@tanstack/react-query';
import { FormDialog } from '../../ui/FormDialog';
import { textField } from '../../ui/form-fields';
import { useDialogForm } from '../../ui/use-dialog-form';
import { postWallRequest, wallKeys } from './wall-api';

const EMPTY = { title: '', details: '', anonymous: false };

/** 'Post a request': its title, details and 'without my name'; it then waits for approval. */
export function PostRequestDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const dialogForm = useDialogForm(wallRequestBody, EMPTY, null);
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t`Post a prayer request`}
      label={t`Post a prayer request`}
      {...dialogForm}
      onSubmit={async (body) => {
        await postWallRequest(body);
        void client.invalidateQueries({ queryKey: wallKeys.mine });
      }}
      submitLabel={t`Post request`}
      success={({ title }) => ({ title, message: t`Your request waits for approval.` })}
      failureTitle={t`The request was not posted`}
    >
      <TextInput
        label={t`Title`}
        required
        data-autofocus
        maxLength={WALL_TITLE_MAX}
        {...textField(dialogForm.form, 'title')}
      />
      <Textarea
        label={t`Details`}
        autosize
        minRows={3}
        maxLength={WALL_DETAILS_MAX}
        {...textField(dialogForm.form, 'details')}
      />
      <Checkbox
        label={t`Post without my name`}
        description={t`Other members will not see who asked. The moderator always can.`}
        {...dialogForm.form.register('anonymous')}
      />
    </FormDialog>
  );
}
