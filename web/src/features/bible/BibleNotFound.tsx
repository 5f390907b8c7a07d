import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { readerPath } from '@reign/bible';
import { IconBook, IconHome } from '@tabler/icons-react';
import { Link } from '../../ui/Link';
import { NotFoundView } from '../../ui/NotFoundView';

/** A book or chapter the Bible does not have: what is wrong, and ways back. */
export function BibleNotFound({ message, book }: { message: string; book?: string }) {
  const { t } = useLingui();
  const bookName = book ?? 'Genesis';
  return (
    <NotFoundView
      title={t`Passage not found`}
      message={t`${message}. Choose a book and chapter that are in the Bible.`}
      size="part"
    >
      <Group justify="center" gap="sm">
        <Button
          component={Link}
          to={readerPath(book ?? 'Genesis', 1)}
          leftSection={<IconBook size={18} aria-hidden="true" />}
        >
          {t`Open ${bookName} 1`}
        </Button>
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconHome size={18} aria-hidden="true" />}
        >
          {t`Back to Home`}
        </Button>
      </Group>
    </NotFoundView>
  );
}
