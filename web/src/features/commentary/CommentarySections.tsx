import { Stack, Text, Title } from '@mantine/core';
import type { CommentaryResponse } from '@reign/contract/commentary';
import { Paragraphs } from '../../ui/Paragraphs';

/** Matthew Henry's whole section(s) on a passage, each under its verses, and the credit below. */
export function CommentarySections({ comment }: { comment: CommentaryResponse }) {
  return (
    <Stack gap="md">
      {comment.sections.map((section) => (
        <Stack key={section.reference} gap="xs" component="section">
          <Title order={3} size="h5">
            {section.reference}
          </Title>
          <Paragraphs text={section.text} />
        </Stack>
      ))}
      <Text size="sm" c="dimmed">
        {comment.credit} (public domain)
      </Text>
    </Stack>
  );
}
