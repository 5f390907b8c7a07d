import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Words that exist only in English for now (the day's shared reflection, Matthew Henry's
 * commentary: docs/i18n.md): marked `lang="en"`, so a screen reader reads them as English, and on a
 * screen in another language labelled so (never passed off as translated).
 */
export function EnglishOnly({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  return (
    <div lang="en">
      {i18n.locale !== 'en' && (
        <Text size="xs" c="dimmed" lang={i18n.locale} mb={4} data-testid="english-only">
          {t`Only in English for now`}
        </Text>
      )}
      {children}
    </div>
  );
}
