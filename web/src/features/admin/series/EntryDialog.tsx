import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { adminSeriesEntryBody } from '@reign/contract';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/FormDialog';
import { fieldError, textField } from '../../../ui/form-fields';
import { AudioUploadField } from '../AudioUploadField';
import { adminApi } from '../admin-api';
import { adminKeys } from '../admin-queries';
import { GenerateReflectionButton } from '../GenerateReflectionButton';
import { useAdminForm } from '../use-admin-form';
import type { Entry, Topic } from './series-types';

type EntryValues = z.input<typeof adminSeriesEntryBody>;
type EntryBody = z.output<typeof adminSeriesEntryBody>;

function valuesFor(entry: Entry | null, nextDay: number): EntryValues {
  return entry
    ? {
        dayNumber: entry.dayNumber,
        title: entry.title,
        verse: entry.verse,
        verseReference: entry.verseReference,
        reflection: entry.reflection,
        audioUrl: entry.audioUrl,
        isActive: entry.isActive,
      }
    : {
        dayNumber: nextDay,
        title: '',
        verse: '',
        verseReference: '',
        reflection: '',
        audioUrl: null,
        isActive: true,
      };
}

const GENERATE_TEXTS = {
  missingTitle: msg`Missing Information`,
  missing: msg`Please fill in verse, verse reference, and day title before generating reflection.`,
  doneTitle: msg`Reflection Generated`,
  failedTitle: msg`Generation Failed`,
  failed: msg`Failed to generate reflection. Please try again.`,
};

/** 'Add Daily Entry' / 'Edit Daily Entry' of a series topic. */
export function EntryDialog({
  opened,
  topic,
  entry,
  nextDay,
  onClose,
}: {
  opened: boolean;
  topic: Topic;
  entry: Entry | null;
  nextDay: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const dialogForm = useAdminForm({
    schema: adminSeriesEntryBody,
    values: valuesFor(entry, nextDay),
    valuesKey: entry?.id ?? null,
    save: (body: EntryBody) =>
      entry
        ? adminApi.updateSeriesEntry(topic.id, entry.id, body)
        : adminApi.createSeriesEntry(topic.id, body),
    invalidates: [adminKeys.seriesEntries(topic.id), adminKeys.series],
  });
  const { form } = dialogForm;

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={entry ? t`Edit Daily Entry` : t`Add Daily Entry`}
      size="xl"
      {...dialogForm}
      submitLabel={entry ? t`Update Entry` : t`Add Entry`}
      success={(body) => {
        const { dayNumber: day, title } = body;
        return { title: entry ? t`Entry updated` : t`Entry created`, message: t`Day ${day}: ${title}` };
      }}
      failureTitle={entry ? t`Failed to update series entry` : t`Failed to create series entry`}
    >
      <Controller
        control={form.control}
        name="dayNumber"
        render={({ field }) => (
          <NumberInput
            label={t`Day`}
            withAsterisk
            min={1}
            max={7}
            allowDecimal={false}
            value={field.value as number | string}
            onChange={field.onChange}
            error={fieldError(form, 'dayNumber')}
          />
        )}
      />
      <TextInput label={t`Day title`} withAsterisk {...textField(form, 'title')} />
      <TextInput label={t`Verse reference`} withAsterisk {...textField(form, 'verseReference')} />
      <Textarea label={t`Verse`} withAsterisk autosize minRows={2} {...textField(form, 'verse')} />
      <Textarea
        label={t`Reflection`}
        withAsterisk
        rows={10}
        description={t`At least 50 characters`}
        {...textField(form, 'reflection')}
      />
      <GenerateReflectionButton
        label={t`Generate with AI`}
        texts={GENERATE_TEXTS}
        input={() => {
          const { verse, verseReference, title, dayNumber } = form.getValues();
          if (!verse?.trim() || !verseReference?.trim() || !title?.trim()) return null;
          return {
            verse,
            verseReference,
            seriesTitle: topic.title,
            dayTitle: title,
            dayNumber: Number(dayNumber) || undefined,
          };
        }}
        generate={(body) => adminApi.generateSeriesReflection(body)}
        onGenerated={(text) => form.setValue('reflection', text, { shouldValidate: true })}
      />
      <Controller
        control={form.control}
        name="audioUrl"
        render={({ field }) => <AudioUploadField value={field.value} onChange={field.onChange} />}
      />
    </FormDialog>
  );
}
