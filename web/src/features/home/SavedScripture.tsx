import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Entry } from '@reign/contract';
import { IconEdit } from '@tabler/icons-react';
import { AudioPlayer, ReadAloudParagraphs } from '../audio';
import { keptVerseCredit } from '../kept-verse';
import { useTodayScripture } from '../scripture';

/**
 * The day's reflection and audio beside a saved plan (issue 37: saving used to lose them): the
 * reflection the plan was saved with, else today's when the verse is today's; today's uploaded
 * recording when the verse is today's, else the verse and reflection read aloud.
 */
export function savedReflection(
  entry: Entry,
  today: { reference: string; reflection: string } | null,
): string {
  const own = entry.verseReflection?.trim();
  if (own) return own;
  return today && today.reference === entry.verseReference ? today.reflection.trim() : '';
}

/** Today's saved verse with 'Edit today's plan', its audio and its reflection. */
export function SavedScripture({ entry, onEdit }: { entry: Entry; onEdit: () => void }) {
  const { t, i18n } = useLingui();
  const { scripture } = useTodayScripture();
  // the verse as the plan kept it: its words, its translation, the book in the reader's language
  const credit = keptVerseCredit(entry, i18n.locale);
  const sameVerse = scripture?.reference === entry.verseReference;
  const reflection = savedReflection(entry, scripture);
  const audioUrl = sameVerse ? (scripture?.audioUrl ?? null) : null;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Title order={2} size="h4" id="saved-verse-heading">
          {credit.reference}
          {credit.translation ? (
            <Text span size="sm" c="dimmed" fw={400}>
              {` · ${credit.translation}`}
            </Text>
          ) : null}
        </Title>
        <Button variant="light" leftSection={<IconEdit size={18} aria-hidden="true" />} onClick={onEdit}>
          {t`Edit today's plan`}
        </Button>
      </Group>
      <Text fs="italic">{entry.verse}</Text>
      <AudioPlayer
        audioUrl={audioUrl}
        title={credit.reference}
        text={`${credit.reference}. ${entry.verse}${reflection ? `\n\n${reflection}` : ''}`}
      />
      {reflection && (
        <Stack gap="xs" component="section" aria-labelledby="saved-reflection-heading" mt="sm">
          <Title order={3} size="h5" id="saved-reflection-heading">
            {t`Reflection`}
          </Title>
          <ReadAloudParagraphs text={reflection} />
        </Stack>
      )}
    </Stack>
  );
}
