import { useLingui } from '@lingui/react/macro';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import type { BibleChapter } from '@reign/contract/bible';
import { type TranslationId, translationInfo } from '@reign/contract/translations';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../api';
import { isOffline } from '../../data';
import { ChapterVerses, type TextSize } from './ChapterVerses';
import { ParallelVerses } from './ParallelVerses';
import { useSpokenVerse } from './spoken-verse';
import type { VerseMark } from './study/verse-marks';

/** The second translation of the side-by-side view, and its chapter as it loads. */
export interface SecondText {
  id: TranslationId;
  query: UseQueryResult<BibleChapter>;
}

const column = (id: TranslationId, verses: readonly string[]) => {
  const { abbreviation, language } = translationInfo(id);
  return { abbreviation, language, verses };
};

/**
 * A chapter's text in one translation, or two side by side once the second has come (until then,
 * or if it cannot be had, the first alone with a word on why).
 */
export function ChapterText({
  chapter,
  translation,
  second,
  target,
  size,
  label,
  onVerse,
  selected,
  marks,
}: {
  chapter: BibleChapter;
  translation: TranslationId;
  second: SecondText | null;
  target: { from: number; to: number } | null;
  size: TextSize;
  label: string;
  onVerse: (n: number) => void;
  selected: ReadonlySet<number>;
  marks: ReadonlyMap<number, VerseMark>;
}) {
  const { t } = useLingui();
  const spoken = useSpokenVerse(chapter.verses);
  const single = (
    <ChapterVerses
      verses={chapter.verses}
      target={target}
      size={size}
      label={label}
      lang={translationInfo(translation).language}
      onVerse={onVerse}
      selected={selected}
      marks={marks}
      spoken={spoken}
    />
  );
  if (!second) return single;
  if (second.query.data) {
    return (
      <ParallelVerses
        columns={[column(translation, chapter.verses), column(second.id, second.query.data.verses)]}
        target={target}
        size={size}
        label={label}
        onVerse={onVerse}
        selected={selected}
        marks={marks}
        spoken={spoken}
      />
    );
  }
  const { abbreviation } = translationInfo(second.id);
  return (
    <Stack gap="md">
      {second.query.error ? (
        <Alert color="yellow" title={t`The ${abbreviation} could not be shown beside it`}>
          {isOffline()
            ? t`You're offline and this chapter of the ${abbreviation} is not on this device. Connect to the internet, or keep the ${abbreviation} on this device from your Profile.`
            : errorMessage(second.query.error, t`Please try again.`)}
        </Alert>
      ) : (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            {t`Loading the ${abbreviation}…`}
          </Text>
        </Group>
      )}
      {single}
    </Stack>
  );
}
