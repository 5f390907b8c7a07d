import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  type ScheduledScripture,
  type ScheduledScriptureBody,
  scheduledScriptureBody,
} from '@reign/contract';
import { IconSparkles } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../sync/http';
import { showToast } from '../../ui/toast';
import { AudioUploadField } from './AudioUploadField';
import { adminApi, generateReflection, lookupVerse } from './admin-api';
import { centralToday } from './admin-format';

export interface ScriptureDialogProps {
  opened: boolean;
  /** null: add mode. */
  scripture: ScheduledScripture | null;
  onClose: () => void;
  onSaved: () => void;
}

type Values = ScheduledScriptureBody;

function valuesFor(scripture: ScheduledScripture | null): Values {
  return scripture
    ? {
        verse: scripture.verse,
        reference: scripture.reference,
        reflection: scripture.reflection ?? '',
        scheduleDate: scripture.scheduleDate.slice(0, 10),
        audioUrl: scripture.audioUrl,
        isActive: scripture.isActive,
      }
    : {
        verse: '',
        reference: '',
        reflection: '',
        scheduleDate: centralToday(),
        audioUrl: null,
        isActive: true,
      };
}

/** Add or edit a scheduled scripture (spec part 2 'Scriptures tab'). */
export function ScriptureDialog({ opened, scripture, onClose, onSaved }: ScriptureDialogProps) {
  const editing = scripture !== null;
  const form = useForm<Values, unknown, z.output<typeof scheduledScriptureBody>>({
    resolver: zodResolver(scheduledScriptureBody),
    defaultValues: valuesFor(scripture),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [generating, setGenerating] = useState(false);

  useEffect(() => {
    if (opened) reset(valuesFor(scripture));
  }, [opened, scripture, reset]);

  // Typing a reference fills the verse from the WEB when the verse is still empty (400 ms debounce).
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

  const generate = async () => {
    const verse = getValues('verse')?.trim();
    const ref = getValues('reference')?.trim();
    if (!verse || !ref) {
      showToast({
        title: 'Missing information',
        message: 'Please enter both the scripture text and reference before generating a reflection.',
        variant: 'error',
      });
      return;
    }
    setGenerating(true);
    try {
      const { reflection } = await generateReflection(verse, ref);
      setValue('reflection', reflection, { shouldValidate: true });
      showToast({
        title: 'Reflection generated',
        message: 'Review and edit it before saving.',
        variant: 'success',
      });
    } catch {
      showToast({
        title: 'Failed to generate reflection',
        message: 'Please try again or write your own reflection.',
        variant: 'error',
      });
    } finally {
      setGenerating(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    const body = { ...values, scheduleDate: `${values.scheduleDate}T00:00:00.000Z` };
    try {
      if (scripture) await adminApi.updateScripture(scripture.id, body);
      else await adminApi.createScripture(body);
    } catch (err) {
      showToast({
        title: scripture ? 'Failed to update scripture' : 'Failed to schedule scripture',
        message: errorText(err),
        variant: 'error',
      });
      return;
    }
    showToast({
      title: scripture ? 'Scripture updated successfully' : 'Scripture scheduled successfully',
      message: `${values.reference} on ${values.scheduleDate}`,
      variant: 'success',
    });
    onSaved();
    onClose();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Scheduled Scripture' : 'Schedule New Scripture'}
      size="xl"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            label="Reference"
            placeholder="John 3:16"
            withAsterisk
            error={errors.reference?.message}
            {...register('reference')}
          />
          <Textarea
            label="Verse"
            withAsterisk
            autosize
            minRows={3}
            error={errors.verse?.message}
            {...register('verse')}
          />
          <Textarea
            label="Reflection"
            withAsterisk
            rows={15}
            error={errors.reflection?.message}
            {...register('reflection')}
          />
          <Group justify="flex-end">
            <Button
              variant="light"
              leftSection={<IconSparkles size={16} />}
              loading={generating}
              onClick={() => void generate()}
            >
              Generate
            </Button>
          </Group>
          <TextInput
            type="date"
            label="Schedule date"
            withAsterisk
            error={errors.scheduleDate?.message}
            {...register('scheduleDate')}
          />
          <Controller
            control={control}
            name="audioUrl"
            render={({ field }) => <AudioUploadField value={field.value} onChange={field.onChange} />}
          />
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <Switch
                label="Active"
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {editing ? 'Update Scripture' : 'Schedule Scripture'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function errorText(err: unknown): string {
  return errorMessage(err, 'Please try again.');
}
