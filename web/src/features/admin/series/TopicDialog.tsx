import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { adminSeriesTopicBody } from '@reign/contract';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@reign/contract/language-list';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/FormDialog';
import { fieldError, textField } from '../../../ui/form-fields';
import { adminApi } from '../admin-api';
import { adminKeys } from '../admin-queries';
import { useAdminForm } from '../use-admin-form';
import type { Topic } from './series-types';

type TopicValues = z.input<typeof adminSeriesTopicBody>;
type TopicBody = z.output<typeof adminSeriesTopicBody>;

// each language by its own name, as the header's language choice names them
const LANGUAGE_OPTIONS = LANGUAGES.map((id) => ({ value: id, label: LANGUAGE_NAMES[id] }));

function valuesFor(topic: Topic | null, nextOrder: number, language: Language): TopicValues {
  return topic
    ? {
        title: topic.title,
        description: topic.description,
        orderIndex: topic.orderIndex,
        isActive: topic.isActive,
        imageUrl: topic.imageUrl,
        language: topic.language,
      }
    : { title: '', description: '', orderIndex: nextOrder, isActive: true, language };
}

/**
 * 'Create New Series' / 'Edit Series': a topic's title, description, order and language (members
 * of that language are offered it; a new one starts in the admin's own).
 */
export function TopicDialog({
  opened,
  topic,
  nextOrder,
  onClose,
}: {
  opened: boolean;
  topic: Topic | null;
  nextOrder: number;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const dialogForm = useAdminForm({
    schema: adminSeriesTopicBody,
    values: valuesFor(topic, nextOrder, i18n.locale === 'es' ? 'es' : 'en'),
    valuesKey: topic?.id ?? null,
    save: (body: TopicBody) => (topic ? adminApi.updateSeries(topic.id, body) : adminApi.createSeries(body)),
    invalidates: [adminKeys.series],
  });
  const { form } = dialogForm;

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={topic ? t`Edit Series` : t`Create New Series`}
      {...dialogForm}
      submitLabel={topic ? t`Update Series` : t`Create Series`}
      success={(body) => ({ title: topic ? t`Series updated` : t`Series created`, message: body.title })}
      failureTitle={topic ? t`Failed to update series topic` : t`Failed to create series topic`}
    >
      <TextInput label={t`Title`} withAsterisk {...textField(form, 'title')} />
      <Textarea
        label={t`Description`}
        withAsterisk
        autosize
        minRows={3}
        {...textField(form, 'description')}
      />
      <Controller
        control={form.control}
        name="language"
        render={({ field }) => (
          <Select
            label={t`Language`}
            description={t`Members who read Reign in this language are offered the series.`}
            data={LANGUAGE_OPTIONS}
            allowDeselect={false}
            value={field.value ?? 'en'}
            onChange={(v) => field.onChange(v ?? 'en')}
            error={fieldError(form, 'language')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="orderIndex"
        render={({ field }) => (
          <NumberInput
            label={t`Order index`}
            min={0}
            allowDecimal={false}
            value={field.value as number | string | undefined}
            onChange={(v) => field.onChange(v === '' ? undefined : v)}
            error={fieldError(form, 'orderIndex')}
          />
        )}
      />
    </FormDialog>
  );
}
