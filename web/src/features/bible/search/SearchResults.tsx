import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Mark, Stack, Text } from '@mantine/core';
import { readerPath } from '@reign/bible';
import { Link } from '../../../ui/Link';
import type { FoundVerses } from './search-api';
import { excerpt } from './search-excerpt';

/** '1 verse', '1,234 verses'; with 'Showing 200 of 1,234' when the list is capped. */
export function resultCount(result: FoundVerses, i18n: I18n): string {
  const count = (n: number) => new Intl.NumberFormat(i18n.locale).format(n);
  const found = result.total;
  const verses = i18n._(msg`${plural(found, { one: '# verse', other: '# verses' })}`);
  const shown = count(result.matches.length);
  const total = count(found);
  return result.matches.length < result.total
    ? i18n._(msg`${verses}. Showing ${shown} of ${total}.`)
    : verses;
}

/** The matching verses, most relevant first: each a link to the reader at that verse, in context, what matched marked. */
export function SearchResults({ result }: { result: FoundVerses }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {resultCount(result, i18n)}
      </Text>
      <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Verses found`}>
        {result.matches.map((m) => {
          const reference = `${m.name} ${m.chapter}:${m.verse}`;
          return (
            <li key={`${m.book}-${m.chapter}-${m.verse}`}>
              <Anchor
                component={Link}
                to={readerPath(m.book, m.chapter, { from: m.verse, to: m.verse })}
                fw={600}
              >
                {reference}
              </Anchor>
              <Text size="sm" component="p" m={0}>
                {excerpt(m.text, m.ranges).map((part) =>
                  part.marked ? (
                    <Mark key={part.key}>{part.text}</Mark>
                  ) : (
                    <span key={part.key}>{part.text}</span>
                  ),
                )}
              </Text>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
