import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Anchor,
  Card,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { HIGHLIGHT_COLOURS, type HighlightColour } from '@reign/contract/study';
import { IconBookmark, IconBooks, IconHighlight, IconNote, IconPhoto, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useStudyMarks } from '../../../data/study-queries';
import { EmptyList } from '../../../ui/EmptyList';
import { Link } from '../../../ui/Link';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { usePageTitle } from '../../../ui/use-page-title';
import { useBibleTranslation } from '../use-translation';
import { COLOUR_NAMES, colourClass, HIGHLIGHTED_IN, markClasses } from './highlight-colours';
import { shareItemImage } from './share-item';
import {
  booksOf,
  filterItems,
  STUDY_KINDS,
  type StudyFilter,
  type StudyItem,
  type StudyKind,
  studyItems,
} from './study-items';

const KIND_LABELS: Record<StudyKind, MessageDescriptor> = {
  all: msg`All`,
  highlights: msg`Highlights`,
  notes: msg`Notes`,
  bookmarks: msg`Bookmarks`,
};

function ItemIcon({ item }: { item: StudyItem }) {
  const props = { size: 20, 'aria-hidden': true } as const;
  if (item.kind === 'notes') return <IconNote {...props} />;
  if (item.kind === 'bookmarks') return <IconBookmark {...props} />;
  return <IconHighlight {...props} />;
}

/** One highlight, note or bookmark: its passage (a link to the reader at it) and what it holds. */
function StudyItemCard({
  item,
  translation,
}: {
  item: StudyItem;
  translation: ReturnType<typeof useBibleTranslation>[0];
}) {
  const { t, i18n } = useLingui();
  const what = item.kind === 'notes' ? t`Note` : item.kind === 'bookmarks' ? t`Bookmark` : t`Highlight`;
  const reference = item.reference;
  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ItemIcon item={item} />
          <Stack gap={2}>
            <Anchor component={Link} to={item.path} fw={600}>
              <VisuallyHidden>{what}: </VisuallyHidden>
              {item.reference}
            </Anchor>
            {item.colour && (
              <Group gap={6}>
                <span
                  className={`${markClasses.swatch} ${colourClass(item.colour)}`}
                  style={{ width: 14, height: 14, borderRadius: 7, display: 'inline-block' }}
                  aria-hidden="true"
                />
                <Text size="sm" c="dimmed">
                  {i18n._(HIGHLIGHTED_IN[item.colour])}
                </Text>
              </Group>
            )}
            {item.text && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
                {item.text}
              </Text>
            )}
          </Stack>
        </Group>
        {item.kind !== 'bookmarks' && (
          <ActionIcon
            variant="subtle"
            aria-label={t`Share ${reference} as an image`}
            onClick={() => void shareItemImage(item, translation, i18n)}
          >
            <IconPhoto size={18} aria-hidden="true" />
          </ActionIcon>
        )}
      </Group>
    </Card>
  );
}

/**
 * /study, 'My study' (issue 38): every highlight, note and bookmark, filtered by kind, book and
 * colour, with a search over the notes; each opens the reader at its verses. A new device shows
 * loading until its first sync has answered, never a false 'nothing yet'.
 */
export function StudyPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`My study`);
  const marks = useStudyMarks();
  const [translation] = useBibleTranslation();
  const [filter, setFilter] = useState<StudyFilter>({ kind: 'all', book: '', colour: '', query: '' });
  const items = useMemo(() => (marks ? studyItems(marks) : []), [marks]);
  const shown = useMemo(() => filterItems(items, filter), [items, filter]);
  const set = (change: Partial<StudyFilter>) => setFilter((f) => ({ ...f, ...change }));

  let body: React.ReactNode;
  if (!marks) body = <ListSkeleton label={t`Loading your study`} rows={3} height={72} />;
  else if (items.length === 0) {
    body = (
      <EmptyList
        icon={<IconBooks size={28} aria-hidden="true" />}
        title={t`Nothing marked yet`}
        headingOrder={2}
        description={t`In the Bible, tap a verse to highlight it, write a note on it or bookmark it. It will be kept here.`}
      >
        <Anchor component={Link} to="/bible">
          {t`Open the Bible`}
        </Anchor>
      </EmptyList>
    );
  } else {
    const count = items.length;
    const shownCount = shown.length;
    const total = new Intl.NumberFormat(i18n.locale).format(count);
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {shownCount === count
            ? t`${plural(count, { one: '# mark', other: '# marks' })}`
            : t`${plural(shownCount, { one: '# mark', other: '# marks' })} of ${total}`}
        </Text>
        {shown.length === 0 ? (
          <Text>{t`Nothing matches these filters.`}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Your marks`}>
            {shown.map((item) => (
              <StudyItemCard key={`${item.kind}-${item.id}`} item={item} translation={translation} />
            ))}
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t`My study`}</Title>
      {marks && items.length > 0 && (
        <Stack gap="sm" role="search" aria-label={t`Filter your marks`}>
          <SegmentedControl
            aria-label={t`Kind`}
            fullWidth
            value={filter.kind}
            onChange={(kind) => set({ kind: kind as StudyKind })}
            data={STUDY_KINDS.map((k) => ({ value: k, label: i18n._(KIND_LABELS[k]) }))}
          />
          <Group grow gap="sm" align="flex-end">
            <NativeSelect
              label={t`Book`}
              value={filter.book}
              onChange={(e) => set({ book: e.currentTarget.value })}
              data={[{ value: '', label: t`All books` }, ...booksOf(items)]}
            />
            <NativeSelect
              label={t`Colour`}
              value={filter.colour}
              onChange={(e) => set({ colour: e.currentTarget.value as HighlightColour | '' })}
              data={[
                { value: '', label: t`All colours` },
                ...HIGHLIGHT_COLOURS.map((c) => ({ value: c, label: i18n._(COLOUR_NAMES[c]) })),
              ]}
            />
          </Group>
          <TextInput
            label={t`Search notes`}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={filter.query}
            onChange={(e) => set({ query: e.currentTarget.value })}
          />
        </Stack>
      )}
      {body}
    </Stack>
  );
}
