import { useLingui } from '@lingui/react/macro';
import { Blockquote, Stack, Text, Title } from '@mantine/core';
import type { TopicDetail } from '@reign/contract/topics';
import { Fragment } from 'react';
import { ScriptureLink } from '../bible';

type Entry = TopicDetail['entries'][number];

/** One entry of a topic: its label, its quoted verses, then every reference as a link to the reader. */
export function TopicEntry({ entry }: { entry: Entry }) {
  const { t } = useLingui();
  const quoted = entry.references.filter((r) => r.text);
  const linked = entry.references.filter((r) => !r.text);
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {entry.label || t`Scriptures`}
      </Title>
      {quoted.map((r) => (
        <Blockquote key={r.reference} p="sm" cite={<ScriptureLink reference={r.reference} prefix="— " />}>
          {r.text}
        </Blockquote>
      ))}
      {linked.length ? (
        <Text lh={1.8}>
          {linked.map((r, i) => (
            <Fragment key={r.reference}>
              {i > 0 ? '; ' : null}
              <ScriptureLink reference={r.reference} />
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
