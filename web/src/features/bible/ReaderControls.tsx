import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { BOOKS, localBookName, readerPath } from '@reign/bible';
import type { TranslationId } from '@reign/contract/translations';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TextSize } from './ChapterVerses';

/** The book picker's list: English names (the URL's), with the Spanish name first for the RV1909. */
export function bookOptions(translation: TranslationId) {
  return BOOKS.map((b) => {
    const local = localBookName(b.name, translation);
    return { value: b.name, label: local === b.name ? b.name : `${local} (${b.name})` };
  });
}
const SIZE_OPTIONS: Array<{ value: TextSize; label: MessageDescriptor }> = [
  { value: 'sm', label: msg`Small` },
  { value: 'md', label: msg({ message: 'Medium', context: 'text size' }) },
  { value: 'lg', label: msg`Large` },
  { value: 'xl', label: msg`Largest` },
];

/**
 * The book and chapter pickers (each goes straight to the chapter), Listen, the translations and
 * the text size.
 */
export function ReaderControls({
  book,
  translation,
  chapter,
  chapterCount,
  size,
  onSize,
  children,
  listen,
}: {
  book: string;
  /** the chapter's Listen control (ChapterListen), once the chapter is shown */
  listen?: ReactNode;
  translation: TranslationId;
  /** the translation choosers, between the pickers and the text size */
  children?: ReactNode;
  chapter: number;
  /** undefined while the chapter loads */
  chapterCount: number | undefined;
  size: TextSize;
  onSize: (size: TextSize) => void;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const chapters = Array.from({ length: chapterCount ?? chapter }, (_, i) => String(i + 1));
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t`Book`}
          data={bookOptions(translation)}
          value={book}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t`No book by that name`}
          onChange={(name) => name && name !== book && navigate(readerPath(name, 1))}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t`Chapter`}
          data={chapters}
          value={String(chapter)}
          searchable
          allowDeselect={false}
          disabled={chapterCount === undefined}
          onChange={(n) => n && Number(n) !== chapter && navigate(readerPath(book, Number(n)))}
          w={{ base: '100%', xs: 120 }}
        />
      </Group>
      {listen}
      {children}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="bible-text-size">
          {t`Text size`}
        </Text>
        <SegmentedControl
          aria-labelledby="bible-text-size"
          data={SIZE_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
          value={size}
          onChange={(value) => onSize(value as TextSize)}
          w="fit-content"
          size="xs"
        />
      </Stack>
    </Stack>
  );
}
