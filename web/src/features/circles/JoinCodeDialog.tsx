import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { circleJoinBody } from '@reign/contract';
import { useEffect } from 'react';
import { textField } from '../../ui/form-fields';
import { useDialogForm } from '../../ui/use-dialog-form';
import { useJoinCircle } from './use-join-circle';

/** How a code looks (the same in every language). */
const CODE_EXAMPLE = 'ABCDE-FGHJK';

/**
 * 'Join with a code': the 10-character code as the leader passed it on, with or without its dash,
 * in any case (the contract's schema makes it the server's: upper case, no dash, O as 0). A
 * refusal stays in the dialog, under the field, until the code is sent again.
 */
export function JoinCodeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { join, joining, refusal, reset } = useJoinCircle();
  const { form } = useDialogForm(circleJoinBody, { code: '' }, null);
  const { reset: clear } = form;
  useEffect(() => {
    if (opened) {
      clear({ code: '' });
      reset();
    }
  }, [opened, clear, reset]);
  const submit = form.handleSubmit((body) => join(body));
  return (
    <Modal opened={opened} onClose={onClose} title={t`Join with a code`}>
      <form onSubmit={submit} noValidate aria-label={t`Join with a code`}>
        <Stack gap="md">
          <TextInput
            label={t`Invitation code`}
            description={t`The 10 letters and digits a leader of the circle gave you`}
            placeholder={CODE_EXAMPLE}
            required
            data-autofocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            styles={{ input: { textTransform: 'uppercase', letterSpacing: '0.08em' } }}
            {...textField(form, 'code')}
          />
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={joining}>
              {t`Join`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
