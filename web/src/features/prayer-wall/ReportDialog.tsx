import { useLingui } from '@lingui/react/macro';
import { Text, Textarea } from '@mantine/core';
import { WALL_REASON_MAX, type WallRequest, wallReportBody } from '@reign/contract/prayer-wall';
import { useQueryClient } from '@tanstack/react-query';
import { FormDialog } from '../../ui/FormDialog';
import { textField } from '../../ui/form-fields';
import { useDialogForm } from '../../ui/use-dialog-form';
import { reportWallRequest, wallKeys } from './wall-api';

/** 'Report': an optional reason; the request is hidden from everyone until a moderator looks. */
export function ReportDialog({ request, onClose }: { request: WallRequest | null; onClose: () => void }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const dialogForm = useDialogForm(wallReportBody, { reason: '' }, request?.id ?? null);
  return (
    <FormDialog
      opened={request !== null}
      onClose={onClose}
      title={t`Report this request`}
      label={t`Report this request`}
      {...dialogForm}
      onSubmit={async (body) => {
        if (!request) return;
        await reportWallRequest(request.id, body);
        void client.invalidateQueries({ queryKey: wallKeys.wall });
        void client.invalidateQueries({ queryKey: wallKeys.mine });
      }}
      submitLabel={t`Report`}
      success={() => ({
        title: request?.title ?? '',
        message: t`Thank you. The request is hidden until a moderator looks at it.`,
      })}
      failureTitle={t`The request was not reported`}
    >
      <Text size="sm">{request?.title}</Text>
      <Textarea
        label={t`Reason (optional)`}
        autosize
        minRows={2}
        maxLength={WALL_REASON_MAX}
        {...textField(dialogForm.form, 'reason')}
      />
    </FormDialog>
  );
}
