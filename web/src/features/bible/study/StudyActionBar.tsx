import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { HIGHLIGHT_COLOURS, type HighlightColour } from '@reign/contract/study';
import {
  IconBookmark,
  IconBookmarkOff,
  IconCheck,
  IconHighlightOff,
  IconMessage2,
  IconNote,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useMutations } from '../../../data';
import type { StudyMarks } from '../../../data/study-queries';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { lazyPart } from '../../../ui/LazyPart';
import { MountWhenOpened } from '../../../ui/MountWhenOpened';
import { showFailure, showToast } from '../../../ui/toast';
import { ShareVerseButton } from '../../share';
import { COLOUR_NAMES, colourClass, HIGHLIGHT_IN, markClasses } from './highlight-colours';
import { noteOfSelection, notePassage, selectionReference } from './selection';

const NoteDialog = lazyPart(() => import('./NoteDialog'));

export interface StudyActionBarProps {
  /** the book's OSIS id and its name as the reference shows it */
  book: { osis: string; name: string };
  chapter: number;
  /** the selected verse numbers, in order */
  verses: readonly number[];
  /** the chapter's marks on this device */
  marks: StudyMarks | undefined;
  /** the chapter's text in the translation read, for the verse image */
  texts: readonly string[];
  /** the translation's abbreviation, cited beside the reference (none for the WEB) */
  translation: string | undefined;
  onClear: () => void;
  onCommentary: (verse: number) => void;
}

/**
 * What can be done with the selected verses (issue 38): highlight them in one of five colours or
 * remove their highlight, add or edit a note, bookmark the first, share them as a verse image,
 * Matthew Henry on the first, and clear the selection. Fixed at the bottom; fits 390 px.
 */
export function StudyActionBar({
  book,
  chapter,
  verses,
  marks,
  texts,
  translation,
  onClear,
  onCommentary,
}: StudyActionBarProps) {
  const { t, i18n } = useLingui();
  const mutations = useMutations();
  const [noteOpen, setNoteOpen] = useState(false);
  // the note's dialog is fetched with the bar, so a note can be written if the connection goes
  useEffect(() => {
    NoteDialog.preload().catch(() => {});
  }, []);
  const [deleting, setDeleting] = useState(false);
  const first = verses[0] ?? 1;
  const last = verses[verses.length - 1] ?? first;
  const reference = selectionReference(book.name, chapter, verses);
  const highlights = (marks?.highlights ?? []).filter((h) => verses.includes(h.verse));
  const bookmark = marks?.bookmarks.find((b) => b.verse === first) ?? null;
  const note = noteOfSelection(marks?.notes ?? [], verses);
  const notePlace = note ? notePassage(note) : '';
  const allIn = (colour: HighlightColour) =>
    verses.every((v) => highlights.some((h) => h.verse === v && h.colour === colour));

  const attempt = (title: string, write: () => Promise<unknown>) => () => {
    write().catch((err: unknown) => showFailure(title, err));
  };
  const highlight = (colour: HighlightColour) =>
    attempt(t`The highlight was not saved`, async () => {
      // each verse's write starts in the tap (a tap is kept: docs/sync-protocol.md)
      await Promise.all(
        verses.map((verse) => mutations.setHighlight({ book: book.osis, chapter, verse }, colour)),
      );
    });
  const unhighlight = attempt(t`The highlight was not removed`, () =>
    Promise.all(highlights.map((h) => mutations.removeHighlight(h.id))),
  );
  const toggleBookmark = attempt(t`The bookmark was not saved`, () =>
    bookmark
      ? mutations.removeBookmark(bookmark.id)
      : mutations.setBookmark({ book: book.osis, chapter, verse: first }),
  );

  return (
    <Paper
      role="toolbar"
      aria-label={t`Study ${reference}`}
      shadow="md"
      withBorder
      p="xs"
      radius="md"
      pos="fixed"
      bottom="calc(var(--mantine-spacing-xs) + env(safe-area-inset-bottom))"
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 150, width: 'min(760px, calc(100vw - 16px))' }}
    >
      <Group justify="space-between" gap={4} wrap="nowrap" mb={6}>
        <Text size="sm" fw={600} truncate aria-live="polite">
          {reference}
        </Text>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Clear selection`} onClick={onClear}>
          <IconX size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <Group gap={6} wrap="nowrap" mb={6}>
        {HIGHLIGHT_COLOURS.map((colour) => (
          <Tooltip key={colour} label={i18n._(COLOUR_NAMES[colour])} openDelay={400}>
            <ActionIcon
              size={32}
              radius="xl"
              variant="default"
              className={`${markClasses.swatch} ${colourClass(colour)}`}
              aria-label={i18n._(HIGHLIGHT_IN[colour])}
              aria-pressed={allIn(colour)}
              onClick={highlight(colour)}
            >
              {allIn(colour) && <IconCheck size={16} aria-hidden="true" />}
            </ActionIcon>
          </Tooltip>
        ))}
        <ActionIcon
          size={32}
          variant="subtle"
          color="gray"
          aria-label={t`Remove highlight`}
          disabled={highlights.length === 0}
          onClick={unhighlight}
        >
          <IconHighlightOff size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <Group gap={4} wrap="wrap">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconNote size={16} aria-hidden="true" />}
          onClick={() => setNoteOpen(true)}
        >
          {note ? t`Edit note` : t`Note`}
        </Button>
        {note && (
          <ActionIcon
            size={26}
            variant="subtle"
            color="red"
            aria-label={t`Delete the note on ${notePlace}`}
            onClick={() => setDeleting(true)}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        )}
        <Button
          size="compact-sm"
          variant="light"
          leftSection={
            bookmark ? (
              <IconBookmarkOff size={16} aria-hidden="true" />
            ) : (
              <IconBookmark size={16} aria-hidden="true" />
            )
          }
          onClick={toggleBookmark}
        >
          {bookmark ? t`Unbookmark` : t`Bookmark`}
        </Button>
        <ShareVerseButton
          size="xs"
          reference={selectionReference(book.name, chapter, verses)}
          verse={verses.map((v) => texts[v - 1] ?? '').join(' ')}
          translation={translation}
        />
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconMessage2 size={16} aria-hidden="true" />}
          aria-label={t`Matthew Henry on verse ${first}`}
          onClick={() => onCommentary(first)}
        >
          Henry
        </Button>
      </Group>
      {note && (
        <ConfirmDialog
          opened={deleting}
          title={t`Delete this note?`}
          message={t`Your note on ${notePlace} will be deleted on every device.`}
          confirmLabel={t`Delete note`}
          onConfirm={async () => {
            try {
              await mutations.deleteNote(note.id);
              showToast({ title: t`Note deleted`, message: t`Your note on ${notePlace} is gone.` });
            } catch (err) {
              showFailure(t`The note was not deleted`, err);
            } finally {
              setDeleting(false);
            }
          }}
          onClose={() => setDeleting(false)}
        />
      )}
      <MountWhenOpened opened={noteOpen}>
        <NoteDialog
          opened={noteOpen}
          onClose={() => setNoteOpen(false)}
          note={note}
          passage={{ book: book.osis, chapter, verseStart: first, verseEnd: last }}
        />
      </MountWhenOpened>
    </Paper>
  );
}

export default StudyActionBar;
