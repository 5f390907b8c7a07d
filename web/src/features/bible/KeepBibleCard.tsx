import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { TRANSLATIONS } from '@reign/contract/translations';
import { IconBook, IconCheck, IconDownload, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { withQueryClient } from '../../api/with-query-client';
import { useOnline } from '../../data';
import { Link } from '../../ui/Link';
import type { KeptText } from './bible-api';
import { DownloadProgress } from './DownloadProgress';
import { formatSize, useTextSizes } from './text-sizes';
import { TOTAL_BOOKS, useKeptText } from './use-kept-text';

export { formatSize } from './text-sizes';

/** The texts the card offers, in its order: the three translations, then the commentary. */
const TEXTS: { id: KeptText; name: string; short: string | MessageDescriptor }[] = [
  ...TRANSLATIONS.map((t) => ({ id: t.id, name: t.name, short: t.abbreviation })),
  {
    id: 'commentary',
    name: "Matthew Henry's Commentary",
    short: msg`Concise, on every book`,
  },
];

/** The line under a text's name: what is kept, or what keeping it would take. */
function statusOf(
  state: ReturnType<typeof useKeptText>,
  size: number | undefined,
  online: boolean,
  i18n: I18n,
): string {
  const { stored, complete } = state;
  if (!stored) return i18n._(msg`Checking this device…`);
  const used = formatSize(stored.bytes, i18n.locale);
  if (complete) return i18n._(msg`Kept on this device · ${used}`);
  const whole = size !== undefined ? formatSize(size, i18n.locale) : null;
  if (stored.books > 0 || stored.bytes > 0) {
    const kept = stored.books;
    const totalBooks = TOTAL_BOOKS;
    const books = i18n._(msg`${kept} of ${totalBooks} books kept whole`);
    const opened = i18n._(msg`${books}; what you have opened uses ${used}.`);
    return whole ? `${opened} ${i18n._(msg`All of it: ${whole}.`)}` : opened;
  }
  if (whole) return i18n._(msg`${whole}, not on this device yet.`);
  return online
    ? i18n._(msg`Checking its size…`)
    : i18n._(msg`Not on this device. Its size cannot be known offline.`);
}

/** One text's row: its size, Keep with progress, Remove with the space freed. */
export function KeptTextRow({ id, name, short }: (typeof TEXTS)[number]) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const sizes = useTextSizes();
  const state = useKeptText(id);
  const { stored, complete, progress, error, freed } = state;
  const headingId = useId();
  const freedSize = freed !== null ? formatSize(freed, i18n.locale) : '';
  const commentary = id === 'commentary';

  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Group gap="xs" wrap="nowrap" align="baseline">
        {complete && <IconCheck size={16} aria-hidden="true" color="var(--mantine-color-green-filled)" />}
        <Title order={3} size="h5" id={headingId}>
          {name}
        </Title>
        <Text size="xs" c="dimmed">
          {typeof short === 'string' ? short : i18n._(short)}
        </Text>
      </Group>
      <Text size="sm" aria-live="polite">
        {statusOf(state, sizes[id], online, i18n)}
      </Text>
      {freed !== null && !progress && (
        <Text size="xs" c="dimmed">
          {t`Removed: ${freedSize} freed.`}
        </Text>
      )}
      {progress && <DownloadProgress name={name} progress={progress} />}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {stored && (
        <Group gap="sm">
          {!complete && (
            <Button
              size="xs"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={() => void state.keep()}
              loading={progress !== null}
              disabled={!online}
              aria-label={
                commentary
                  ? t`Keep Matthew Henry's Commentary on this device`
                  : t`Keep the ${name} on this device`
              }
            >
              {t`Keep`}
            </Button>
          )}
          {stored.bytes > 0 && progress === null && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => void state.remove()}
              aria-label={
                commentary
                  ? t`Remove Matthew Henry's Commentary from this device`
                  : t`Remove the ${name} from this device`
              }
            >
              {t`Remove`}
            </Button>
          )}
        </Group>
      )}
      {!complete && !online && stored && (
        <Text size="xs" c="dimmed">
          {t`Connect to the internet to keep it.`}
        </Text>
      )}
    </Stack>
  );
}

/**
 * 'Bible on this device': each translation and Matthew Henry's commentary, kept whole for reading
 * offline (66 books each, one request a book, with progress), the space each takes, and Remove.
 */
function KeepBibleCardContent() {
  const { t } = useLingui();
  const headingId = useId();
  const supported = typeof caches !== 'undefined';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group gap="xs">
          <IconBook size={20} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
          <Title order={2} size="h4" id={headingId}>
            {t`Bible on this device`}
          </Title>
        </Group>
        {supported ? (
          <>
            <Text size="sm" c="dimmed">
              {t`Chapters you open are kept for offline reading. Keep a whole translation to read any book and search it offline.`}
            </Text>
            {TEXTS.map((text) => (
              <KeptTextRow key={text.id} {...text} />
            ))}
            <Anchor component={Link} to="/bible/search" size="sm">
              {t`Search the Bible`}
            </Anchor>
          </>
        ) : (
          <Text size="sm">{t`This browser cannot keep the Bible for offline reading.`}</Text>
        )}
      </Stack>
    </Card>
  );
}

/** The card with the app's query client (the sizes come from the server). */
export const KeepBibleCard = withQueryClient(KeepBibleCardContent);
