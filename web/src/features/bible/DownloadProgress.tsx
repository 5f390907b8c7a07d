import { useLingui } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';
import type { DownloadProgress as Progressed } from './bible-api';

/** A text's download as it goes: a bar named after the text and 'Downloading: 12 of 66 books'. */
export function DownloadProgress({ name, progress }: { name: string; progress: Progressed }) {
  const { t } = useLingui();
  const done = progress.done;
  const total = progress.total;
  return (
    <Stack gap={4}>
      <Progress
        value={Math.round((progress.done / progress.total) * 100)}
        aria-label={t`${name} download`}
        animated
      />
      <Text size="xs" c="dimmed">
        {t`Downloading: ${done} of ${total} books`}
      </Text>
    </Stack>
  );
}
