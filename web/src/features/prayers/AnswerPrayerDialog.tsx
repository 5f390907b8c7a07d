import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { type Prayer, type PrayerAnswerBody, prayerAnswerBody } from '@reign/contract';
import { answerChanges } from '@reign/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useServerToday } from '../../api';
import { useMutations } from '../../data';
import { FormDialog } from '../../ui/FormDialog';
import { textField } from '../../ui/form-fields';

export interface AnswerPrayerDialogProps {
  opened: boolean;
  prayer: Prayer | null;
  onClose: () => void;
}

/** 'Mark answered': the date (the server's today, Central, unless changed) and an optional testimony. */
export function AnswerPrayerDialog({ opened, prayer, onClose }: AnswerPrayerDialogProps) {
  const { t } = useLingui();
  const { updatePrayer } = useMutations();
  const today = useServerToday();
  const values: PrayerAnswerBody = { answeredAt: today, testimony: prayer?.testimony ?? '' };
  const form = useForm<PrayerAnswerBody, unknown, z.output<typeof prayerAnswerBody>>({
    resolver: zodResolver(prayerAnswerBody),
    defaultValues: values,
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t`Mark Answered`}
      label={t`Mark answered`}
      form={form}
      values={values}
      valuesKey={prayer?.id ?? null}
      onSubmit={async (v) => {
        if (prayer) await updatePrayer(prayer.id, answerChanges(v.answeredAt, v.testimony));
      }}
      submitLabel={t`Mark Answered`}
      success={() => ({ title: t`Prayer Answered`, message: t`Praise God! It is on your Answered list.` })}
      failureTitle={t`Error`}
      failureMessage={t`The answer was not saved. Please try again.`}
    >
      <Stack gap="md">
        <TextInput type="date" label={t`Answered on`} required {...textField(form, 'answeredAt')} />
        <Textarea
          label={t`Testimony`}
          description={t`Optional: how God answered`}
          autosize
          minRows={3}
          maxRows={8}
          {...textField(form, 'testimony')}
        />
      </Stack>
    </FormDialog>
  );
}
