import { useLingui } from '@lingui/react/macro';
import { Blockquote, Stack, Text, Title } from '@mantine/core';
import { localReference, readerPathForReference } from '@reign/bible';
import type { TopicDetail } from '@reign/contract/topics';
import type { TranslationId } from '@reign/contract/translation-list';
import { Fragment } from 'react';
import { ReferenceLink } from '../bible';

type Entry = TopicDetail['entries'][number];

/** A reference as a link to the reader, its book named in the translation's language ('Salmos 23:1'). */
function TopicReference({
  reference,
  translation,
  prefix,
}: {
  reference: string;
  translation: TranslationId;
  prefix?: string;
}) {
  return (
    <ReferenceLink
      reference={localReference(reference, translation)}
      to={readerPathForReference(reference)}
      {...(prefix ? { prefix } : {})}
    />
  );
}

/**
 * One entry of a topic: its label (Nave's, in Spanish for an everyday topic), its verses quoted in the translation, then every
 * reference as a link to the reader.
 */
export function TopicEntry({
  entry,
  translation,
  labelLang,
}: {
  entry: Entry;
  translation: TranslationId;
  /** 'en' when the label is Nave's English on a page in another language */
  labelLang?: string | undefined;
}) {
  const { t } = useLingui();
  const quoted = entry.references.filter((r) => r.text);
  const linked = entry.references.filter((r) => !r.text);
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4" lang={entry.label ? labelLang : undefined}>
        {entry.label || t`Scriptures`}
      </Title>
      {quoted.map((r) => (
        <Blockquote
          key={r.reference}
          p="sm"
          cite={<TopicReference reference={r.reference} translation={translation} prefix="— " />}
        >
          {r.text}
        </Blockquote>
      ))}
      {linked.length ? (
        <Text lh={1.8}>
          {linked.map((r, i) => (
            <Fragment key={r.reference}>
              {i > 0 ? '; ' : null}
              <TopicReference reference={r.reference} translation={translation} />
            </Fragment>
          ))}
        </Text>
      ) : null}
      {entry.unparsed ? (
        <Text c="dimmed" size="sm">
          {entry.unparsed}
        </Text>
      ) : null}
    </Stack>
  );
}
