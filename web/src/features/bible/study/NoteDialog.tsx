import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Textarea } from '@mantine/core';
import { passageLabel } from '@reign/bible';
import { NOTE_MAX_LENGTH, type Note, type NoteFormValues, noteForm } from '@reign/contract/study';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMutations } from '../../../data';
import { FormDialog } from '../../../ui/FormDialog';
import { textField } from '../../../ui/form-fields';

/** The passage a new note is for: a book (OSIS id), a chapter and its verses. */
export interface NotePassage {
  book: string;
  chapter: number;
  verseStart: number;
  verseEnd: number;
}

export interface NoteDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the note to edit, or null for a new one on `passage` */
  note: Note | null;
  passage: NotePassage;
}

/**
 * A note on a passage: plain text with line breaks, up to 10,000 characters (the contract's form
 * schema). Editing sends the text the person started from, so an edit made meanwhile on another
 * device is kept as a conflict, not written over.
 */
export default function NoteDialog({ opened, onClose, note, passage }: NoteDialogProps) {
  const { t, i18n } = useLingui();
  const { createNote, updateNote } = useMutations();
  const values: NoteFormValues = { text: note?.text ?? '' };
  const form = useForm<NoteFormValues, unknown, z.output<typeof noteForm>>({
    resolver: zodResolver(noteForm),
    defaultValues: values,
  });
  const where = note
    ? passageLabel(note.book, note.chapter, note.verseStart, note.verseEnd)
    : passageLabel(passage.book, passage.chapter, passage.verseStart, passage.verseEnd);
  const numbers = new Intl.NumberFormat(i18n.locale);
  const length = numbers.format(form.watch('text')?.length ?? 0);
  const max = numbers.format(NOTE_MAX_LENGTH);
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={note ? t`Edit note on ${where}` : t`Note on ${where}`}
      label={t`Note on ${where}`}
      form={form}
      values={values}
      valuesKey={note?.id ?? `${where}`}
      onSubmit={async (v) => {
        if (note) await updateNote(note.id, v.text, { text: note.text });
        else await createNote({ ...passage, text: v.text });
      }}
      submitLabel={t`Save note`}
      success={() => ({ title: t`Note saved`, message: t`Your note on ${where} is in My study.` })}
      failureTitle={t`The note was not saved`}
      failureMessage={t`Please try again.`}
    >
      <Textarea
        label={t`Note`}
        description={t`${length} of ${max} characters`}
        autosize
        minRows={4}
        maxRows={14}
        data-autofocus
        {...textField(form, 'text')}
      />
    </FormDialog>
  );
}
