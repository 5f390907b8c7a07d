import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import {
  type ScheduledScripture,
  type ScheduledScriptureBody,
  scheduledScriptureBody,
} from '@reign/contract';
import { useEffect, useRef } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { serverToday } from '../../api';
import { dayLabel } from '../../ui/day-label';
import { FormDialog } from '../../ui/FormDialog';
import { ActiveSwitch, textField } from '../../ui/form-fields';
import { AudioUploadField } from './AudioUploadField';
import { adminApi, lookupVerse } from './admin-api';
import { adminKeys } from './admin-queries';
import { GenerateReflectionButton } from './GenerateReflectionButton';
import { useAdminForm } from './use-admin-form';

export interface ScriptureDialogProps {
  opened: boolean;
  /** null: add mode. */
  scripture: ScheduledScripture | null;
  onClose: () => void;
}

type Values = ScheduledScriptureBody;
type Body = z.output<typeof scheduledScriptureBody>;

function valuesFor(scripture: ScheduledScripture | null): Values {
  return scripture
    ? {
        verse: scripture.verse,
        reference: scripture.reference,
        reflection: scripture.reflection ?? '',
        reflectionEs: scripture.reflectionEs ?? '',
        scheduleDate: scripture.scheduleDate.slice(0, 10),
        audioUrl: scripture.audioUrl,
        isActive: scripture.isActive,
      }
    : {
        verse: '',
        reference: '',
        reflection: '',
        reflectionEs: '',
        scheduleDate: serverToday(),
        audioUrl: null,
        isActive: true,
      };
}

const GENERATE_TEXTS = {
  missingTitle: msg`Missing information`,
  missing: msg`Please enter both the scripture text and reference before generating a reflection.`,
  doneTitle: msg`Reflection generated`,
  failedTitle: msg`Failed to generate reflection`,
  failed: msg`Please try again or write your own reflection.`,
};

/** Typing a reference fills the verse from the WEB while the verse is still empty (400 ms debounce). */
function useVerseLookup(form: UseFormReturn<Values, unknown, Body>, opened: boolean) {
  const { watch, getValues, setValue } = form;
  const reference = watch('reference');
  const lookupSeq = useRef(0);
  useEffect(() => {
    const ref = reference?.trim();
    if (!opened || !ref || getValues('verse')?.trim()) return;
    const seq = ++lookupSeq.current;
    const timer = setTimeout(() => {
      void lookupVerse(ref).then((text) => {
        if (text && seq === lookupSeq.current && !getValues('verse')?.trim()) {
          setValue('verse', text, { shouldValidate: true });
        }
      });
    }, 400);
    return () => clearTimeout(timer);
  }, [reference, opened, getValues, setValue]);
}

/** Add or edit a scheduled scripture (spec part 2 'Scriptures tab'). */
export function ScriptureDialog({ opened, scripture, onClose }: ScriptureDialogProps) {
  const { t, i18n } = useLingui();
  const dialogForm = useAdminForm({
    schema: scheduledScriptureBody,
    values: valuesFor(scripture),
    valuesKey: scripture?.id ?? null,
    save: (values: Body) => {
      const body = { ...values, scheduleDate: `${values.scheduleDate}T00:00:00.000Z` };
      return scripture ? adminApi.updateScripture(scripture.id, body) : adminApi.createScripture(body);
    },
    invalidates: [adminKeys.scriptures],
  });
  const { form } = dialogForm;
  useVerseLookup(form, opened);

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={scripture ? t`Edit Scheduled Scripture` : t`Schedule New Scripture`}
      size="xl"
      {...dialogForm}
      submitLabel={scripture ? t`Update Scripture` : t`Schedule Scripture`}
      success={(values) => {
        const reference = values.reference;
        const day = dayLabel(values.scheduleDate, 'long', i18n.locale);
        return {
          title: scripture ? t`Scripture updated successfully` : t`Scripture scheduled successfully`,
          message: t`${reference} on ${day}`,
        };
      }}
      failureTitle={scripture ? t`Failed to update scripture` : t`Failed to schedule scripture`}
    >
      <TextInput
        label={t`Reference`}
        placeholder="John 3:16"
        withAsterisk
        {...textField(form, 'reference')}
      />
      <Textarea label={t`Verse`} withAsterisk autosize minRows={3} {...textField(form, 'verse')} />
      <Textarea label={t`Reflection in English`} withAsterisk rows={12} {...textField(form, 'reflection')} />
      <GenerateReflectionButton
        label={t`Generate`}
        texts={GENERATE_TEXTS}
        input={() => {
          const verse = form.getValues('verse')?.trim();
          const reference = form.getValues('reference')?.trim();
          return verse && reference ? { verse, reference } : null;
        }}
        generate={(body) => adminApi.generateScriptureReflection(body)}
        onGenerated={(text) => form.setValue('reflection', text, { shouldValidate: true })}
      />
      <Textarea
        label={t`Reflection in Spanish`}
        description={t`What readers in Spanish see. Left empty, they get a reflection made for the verse from other passages in the Reina-Valera 1909.`}
        rows={12}
        {...textField(form, 'reflectionEs')}
      />
      <GenerateReflectionButton
        label={t`Generate in Spanish`}
        texts={GENERATE_TEXTS}
        input={() => {
          const verse = form.getValues('verse')?.trim();
          const reference = form.getValues('reference')?.trim();
          return verse && reference ? { verse, reference, language: 'es' as const } : null;
        }}
        generate={(body) => adminApi.generateScriptureReflection(body)}
        onGenerated={(text) => form.setValue('reflectionEs', text, { shouldValidate: true })}
      />
      <TextInput type="date" label={t`Schedule date`} withAsterisk {...textField(form, 'scheduleDate')} />
      <Controller
        control={form.control}
        name="audioUrl"
        render={({ field }) => <AudioUploadField value={field.value} onChange={field.onChange} />}
      />
      <ActiveSwitch control={form.control} name="isActive" />
    </FormDialog>
  );
}
