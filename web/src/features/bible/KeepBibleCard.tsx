import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { BOOKS } from '@reign/bible';
import { IconBook, IconDownload, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useOnline } from '../../data';
import {
  bibleBytesOnDevice,
  booksOnDevice,
  type DownloadProgress,
  forgetBible,
  keepWholeBible,
} from './bible-api';

const TOTAL = BOOKS.length;

/** '4.4 MB', '820 KB'. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

type Stored = { books: number; bytes: number };

/**
 * 'Keep the whole Bible on this device' (about 4 MB): the 66 books into the Bible cache, one request
 * each, with a progress bar; says how much space the kept text uses, and can remove it.
 */
export function KeepBibleCard() {
  const headingId = useId();
  const online = useOnline();
  const supported = typeof caches !== 'undefined';
  const [stored, setStored] = useState<Stored | null>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const measure = useCallback(async () => {
    setStored({ books: await booksOnDevice(), bytes: await bibleBytesOnDevice() });
  }, []);
  useEffect(() => {
    if (supported) void measure();
  }, [supported, measure]);

  const download = async () => {
    setError(null);
    try {
      await keepWholeBible(setProgress);
    } catch (err) {
      setError(
        `The download stopped (${(err as Error).message}). Connect to the internet and try again; the books already kept stay.`,
      );
    } finally {
      setProgress(null);
      await measure();
    }
  };

  const remove = async () => {
    await forgetBible();
    await measure();
  };

  const complete = stored?.books === TOTAL;
  let status: string;
  if (!supported) status = 'This browser cannot keep the Bible for offline reading.';
  else if (!stored) status = 'Checking this device…';
  else if (complete) status = `The whole Bible is on this device. It uses ${formatSize(stored.bytes)}.`;
  else if (stored.bytes > 0)
    status = `${stored.books} of ${TOTAL} books are kept whole; the Bible text you have opened uses ${formatSize(stored.bytes)}.`;
  else
    status = 'Chapters you open are kept for offline reading. Keep all 66 books to read any of them offline.';

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconBook size={20} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
          <Title order={2} size="h4" id={headingId}>
            The Bible offline
          </Title>
        </Group>
        <Text size="sm" aria-live="polite">
          {status}
        </Text>
        {progress && (
          <Stack gap={4}>
            <Progress
              value={Math.round((progress.done / progress.total) * 100)}
              aria-label="Bible download"
              animated
            />
            <Text size="xs" c="dimmed">
              Downloading: {progress.done} of {progress.total} books
            </Text>
          </Stack>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {supported && stored && (
          <Group gap="sm">
            {!complete && (
              <Button
                leftSection={<IconDownload size={18} aria-hidden="true" />}
                onClick={() => void download()}
                loading={progress !== null}
                disabled={!online}
              >
                Keep the whole Bible on this device
              </Button>
            )}
            {stored.bytes > 0 && progress === null && (
              <Button
                variant="default"
                leftSection={<IconTrash size={18} aria-hidden="true" />}
                onClick={() => void remove()}
              >
                Remove from this device
              </Button>
            )}
          </Group>
        )}
        {supported && !complete && (
          <Text size="xs" c="dimmed">
            {online
              ? 'About 4 MB, the World English Bible.'
              : 'Connect to the internet to download it (about 4 MB).'}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
