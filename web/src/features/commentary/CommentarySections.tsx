import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { CommentaryResponse } from '@reign/contract/commentary';
import { EnglishOnly } from '../../ui/EnglishOnly';
import { Paragraphs } from '../../ui/Paragraphs';

/** A commentary's whole section(s) on a passage (Henry's, Spurgeon's), each under its verses, and the credit below. */
export function CommentarySections({ comment }: { comment: CommentaryResponse }) {
  const { t } = useLingui();
  const credit = comment.credit;
  return (
    <Stack gap="md">
      <EnglishOnly>
        {comment.sections.map((section) => (
          <Stack key={section.reference} gap="xs" component="section">
            <Title order={3} size="h5">
              {section.reference}
            </Title>
            <Paragraphs text={section.text} />
          </Stack>
        ))}
      </EnglishOnly>
      <Text size="sm" c="dimmed">
        {t`${credit} (public domain)`}
      </Text>
    </Stack>
  );
}
