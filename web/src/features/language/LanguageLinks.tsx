// Left as written by React Compiler: the runtime's `i18n` is one object whose `locale` changes, so
// a memoized list would keep marking the language it was first drawn in.
'use no memo';

import { useLingui } from '@lingui/react/macro';
import { Anchor, Group } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES } from '@reign/contract/language-list';
import { chooseLanguage } from '../../i18n';

/**
 * The footer's languages, each named in itself (`lang` set, so a screen reader says it the way its
 * speakers do): the one shown is marked current, a tap on another switches to it (offline too). It
 * is in a member's footer on every page and width (their desktop header has no room for the switch).
 */
export function LanguageLinks() {
  const { t, i18n } = useLingui();
  return (
    <Group component="nav" aria-label={t`Language`} gap="sm" justify="center">
      {LANGUAGES.map((language) => {
        const current = i18n.locale === language;
        return (
          <Anchor
            key={language}
            component="button"
            type="button"
            size="xs"
            lang={language}
            c={current ? undefined : 'dimmed'}
            fw={current ? 700 : undefined}
            underline={current ? 'never' : 'always'}
            aria-current={current ? 'true' : undefined}
            onClick={() => {
              if (!current) chooseLanguage(language).catch(() => {});
            }}
          >
            {LANGUAGE_NAMES[language]}
          </Anchor>
        );
      })}
    </Group>
  );
}
