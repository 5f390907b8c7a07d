import { useLingui } from '@lingui/react/macro';
import { Box, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { BOOKS, bookSlug } from '@reign/bible';
import { bibleRoutes } from '@reign/contract/bible';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '../../../api';
import { routeKey } from '../../../api/query-client';

/** The translation a gathering shows in the reader's language (each member reads in their own). */
const translationFor = (locale: string) => (locale.startsWith('es') ? 'rv1909' : 'web');

/**
 * The chapter the leader shows, with the verse they point at marked and brought into view. A
 * leader taps a verse to point at it (`onPoint`); for members the verses are text.
 */
export function GatheringPassage({
  osis,
  chapter,
  verse,
  onPoint,
}: {
  osis: string;
  chapter: number;
  verse: number | null;
  onPoint?: (verse: number) => void;
}) {
  const { t, i18n } = useLingui();
  const translation = translationFor(i18n.locale);
  const slug = bookSlug(BOOKS.find((b) => b.osis === osis)?.name ?? osis);
  const text = useQuery({
    queryKey: routeKey(bibleRoutes.bibleChapter, { book: slug, chapter, translation }),
    queryFn: () =>
      callApi(bibleRoutes.bibleChapter, { params: { book: slug, chapter }, query: { translation } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const pointed = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    if (verse !== null && text.data) pointed.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [verse, text.data]);
  if (text.isError)
    return <Text c="red">{t`This chapter could not be loaded. Check your connection and try again.`}</Text>;
  if (!text.data)
    return (
      <Skeleton height={240} radius="md" role="status" aria-busy="true" aria-label={t`Loading the passage`} />
    );
  const { name } = text.data;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t`${name} ${chapter}`}
      </Title>
      <Box
        component="ol"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t`Verses of ${name} ${chapter}`}
      >
        {text.data.verses.map((words, i) => {
          const n = i + 1;
          const here = n === verse;
          const line = (
            <Text span>
              <Text span size="xs" c="dimmed" mr={6}>
                {n}
              </Text>
              {words}
            </Text>
          );
          return (
            <Box
              component="li"
              key={n}
              ref={here ? pointed : undefined}
              aria-current={here ? 'true' : undefined}
              py={4}
              px={6}
              style={{
                borderRadius: 6,
                background: here ? 'var(--mantine-color-yellow-light)' : undefined,
              }}
            >
              {onPoint ? (
                <UnstyledButton
                  onClick={() => onPoint(n)}
                  aria-label={t`Point at verse ${n}`}
                  style={{ width: '100%' }}
                >
                  {line}
                </UnstyledButton>
              ) : (
                line
              )}
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
