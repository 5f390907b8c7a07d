import { Progress, Stack, Text } from '@mantine/core';
import type { DownloadProgress as Progressed } from './bible-api';

/** A text's download as it goes: a bar named after the text and 'Downloading: 12 of 66 books'. */
export function DownloadProgress({ name, progress }: { name: string; progress: Progressed }) {
  return (
    <Stack gap={4}>
      <Progress
        value={Math.round((progress.done / progress.total) * 100)}
        aria-label={`${name} download`}
        animated
      />
      <Text size="xs" c="dimmed">
        Downloading: {progress.done} of {progress.total} books
      </Text>
    </Stack>
  );
}
