import { ActionIcon } from '@mantine/core';
import { LANGUAGE_NAMES } from '@reign/contract/language-list';
import { useState } from 'react';
import { chooseLanguage } from '../../i18n';
import { useLingui } from '../../i18n/runtime';

/**
 * The header's language switch: one small button that shows the other language (EN / ES) and
 * switches to it. Its name is in that language (`lang` set), so a screen reader says it the way a
 * speaker of it would. Works offline: the Spanish catalogue is a precached chunk. A member's
 * choice goes to the profile (LanguageSync).
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const other = i18n.locale === 'es' ? 'en' : 'es';
  const name = LANGUAGE_NAMES[other];
  return (
    <ActionIcon
      variant="default"
      size="lg"
      lang={other}
      aria-label={name}
      title={name}
      loading={busy}
      onClick={() => {
        setBusy(true);
        chooseLanguage(other)
          .catch(() => {})
          .finally(() => setBusy(false));
      }}
      fz="xs"
      fw={700}
    >
      {other.toUpperCase()}
    </ActionIcon>
  );
}
