import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { sendfoxMessages } from '@reign/contract';
import { type ReactNode, useState } from 'react';
import { englishWords, spokenWords } from '../../i18n/shared-words';
import { showToast } from '../../ui/toast';
import { useToastedMutation } from '../../ui/use-toasted-mutation';
import { adminApi } from './admin-api';
import { buildExportRequest, EMPTY_EXPORT, type ExportFormValues, type ExportRequest } from './admin-format';
import { adminKeys } from './admin-queries';

function DialogButtons({
  label,
  busy,
  onCancel,
  onConfirm,
}: {
  label: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t`Cancel`}
      </Button>
      <Button loading={busy} onClick={onConfirm}>
        {label}
      </Button>
    </Group>
  );
}

/** 'Create SendFox List': a list name. */
export function CreateListDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useToastedMutation({
    run: (listName: string) => adminApi.sendfoxCreateList(listName),
    invalidates: [adminKeys.sendfoxLists],
    success: () => ({ title: t`List created`, message: t`SendFox list created successfully.` }),
    failureTitle: t`Failed to create SendFox list`,
  });
  const submit = () => {
    const listName = name.trim();
    if (!listName) {
      setError(sendfoxMessages.listName);
      return;
    }
    create.mutate(listName, {
      onSuccess: () => {
        onClose();
        setName('');
      },
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t`Create SendFox List`}>
      <Stack>
        <TextInput
          label={t`List name`}
          withAsterisk
          value={name}
          error={error && englishWords(error)}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
        />
        <DialogButtons label={t`Create List`} busy={create.isPending} onCancel={onClose} onConfirm={submit} />
      </Stack>
    </Modal>
  );
}

function runExport(request: ExportRequest) {
  return request.kind === 'plain'
    ? adminApi.sendfoxExport(request.body)
    : adminApi.sendfoxExportFiltered(request.body);
}

function AdvancedFilters({
  values,
  set,
}: {
  values: ExportFormValues;
  set: (patch: Partial<ExportFormValues>) => void;
}) {
  const { t } = useLingui();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Checkbox
          label={t`Only users with daily entries`}
          checked={values.hasEntries}
          onChange={(e) => set({ hasEntries: e.currentTarget.checked })}
        />
        <Checkbox
          label={t`Only users who shared scripture`}
          checked={values.hasShares}
          onChange={(e) => set({ hasShares: e.currentTarget.checked })}
        />
        <NumberInput
          label={t`Minimum sharing points`}
          min={0}
          allowDecimal={false}
          value={values.minSharingPoints}
          onChange={(v) => set({ minSharingPoints: v })}
        />
        <Group grow>
          <TextInput
            type="date"
            label={t`Joined from`}
            value={values.dateStart}
            onChange={(e) => set({ dateStart: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t`Joined until`}
            value={values.dateEnd}
            onChange={(e) => set({ dateEnd: e.currentTarget.value })}
          />
        </Group>
      </Stack>
    </Card>
  );
}

/** 'Export Users to SendFox': an existing list or a new one, and optional filters. */
export function ExportUsersDialog({
  opened,
  lists,
  onClose,
}: {
  opened: boolean;
  lists: { id: number; name: string; contact_count: number }[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState<ExportFormValues>(EMPTY_EXPORT);
  const [error, setError] = useState<ReactNode>(null);
  const set = (patch: Partial<ExportFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const exporter = useToastedMutation({
    run: runExport,
    invalidates: [adminKeys.sendfoxLists],
    failureTitle: t`Export Failed`,
    failureMessage: t`Failed to export users to SendFox`,
  });
  const submit = () => {
    const request = buildExportRequest(values);
    if ('error' in request) {
      setError(englishWords(request.error));
      return;
    }
    setError(null);
    exporter.mutate(request, {
      onSuccess: (result) => {
        const { exportedUsers: exported, skippedUsers: skipped } = result;
        const said = spokenWords(result);
        showToast(
          result.success
            ? {
                title: t`Export Successful`,
                message: skipped
                  ? t`${exported} users exported, ${skipped} skipped.`
                  : t`${exported} users exported.`,
                variant: 'success',
              }
            : {
                title: t`Export Completed with Issues`,
                message: t`${exported} exported, ${skipped} skipped. ${said}`,
                variant: 'error',
              },
        );
        onClose();
        setValues(EMPTY_EXPORT);
      },
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t`Export Users to SendFox`} size="lg">
      <Stack>
        <Select
          label={t`Existing list`}
          placeholder={t`Select a list`}
          clearable
          data={lists.map((l) => ({ value: String(l.id), label: `${l.name} (${l.contact_count})` }))}
          value={values.listId}
          onChange={(listId) => set({ listId })}
        />
        <TextInput
          label={t`Or a new list name`}
          value={values.newListName}
          disabled={values.listId !== null}
          onChange={(e) => set({ newListName: e.currentTarget.value })}
        />
        <Checkbox
          label={t`Advanced filters`}
          checked={values.advanced}
          onChange={(e) => set({ advanced: e.currentTarget.checked })}
        />
        {values.advanced ? <AdvancedFilters values={values} set={set} /> : null}
        {error ? (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <DialogButtons
          label={t`Export Users`}
          busy={exporter.isPending}
          onCancel={onClose}
          onConfirm={submit}
        />
      </Stack>
    </Modal>
  );
}
