import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { CIRCLE_NOTE_MAX, type CircleReading, type CircleReadingNote } from '@reign/contract';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useReadTogether } from '../../data/circle-reading';
import { showFailure } from '../../ui/toast';
import { plainList } from './circle-styles';

type Note = Omit<CircleReadingNote, 'version'>;

/** One note: who wrote it and when, and for its writer or a leader, a way to delete it. */
function NoteItem({ note, canDelete, onDelete }: { note: Note; canDelete: boolean; onDelete: () => void }) {
  const { t, i18n } = useLingui();
  const who = note.mine ? t`You` : note.name;
  const when = i18n.date(note.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {who} · {when}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.body}
          </Text>
        </Stack>
        {canDelete && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t`Delete the note by ${who}`}
            onClick={onDelete}
          >
            <IconTrash aria-hidden="true" size={16} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The members' notes on one day's reading, oldest first, and a short note of one's own. Kept on
 * this device at once and sent when online, as every write.
 */
export function CircleNotes({
  reading,
  day,
  notes,
  leads,
}: {
  reading: Pick<CircleReading, 'id' | 'circleId'>;
  day: number;
  notes: Note[];
  leads: boolean;
}) {
  const { t } = useLingui();
  const write = useReadTogether();
  const [body, setBody] = useState('');
  const trimmed = body.trim();
  const post = () => {
    const text = trimmed;
    setBody('');
    write({ kind: 'note', circleId: reading.circleId, readingId: reading.id, day, body: text }).catch(
      (err: unknown) => {
        setBody(text);
        showFailure(t`Your note was not saved`, err);
      },
    );
  };
  const remove = (id: string) =>
    write({ kind: 'unnote', circleId: reading.circleId, id }).catch((err: unknown) =>
      showFailure(t`The note was not deleted`, err),
    );
  return (
    <Stack gap="xs">
      {notes.length > 0 && (
        <Stack gap="xs" component="ul" style={plainList} aria-label={t`Notes on day ${day}`}>
          {notes.map((n) => (
            <NoteItem key={n.id} note={n} canDelete={n.mine || leads} onDelete={() => void remove(n.id)} />
          ))}
        </Stack>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (trimmed) post();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t`Leave a note for the circle`}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            maxLength={CIRCLE_NOTE_MAX}
            autosize
            minRows={2}
            description={t`What stood out to you in today's reading? Every member can read it.`}
          />
          <Group justify="flex-end">
            <Button type="submit" size="compact-md" disabled={!trimmed}>
              {t`Post note`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
