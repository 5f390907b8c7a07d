import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, languageOfTag } from '@reign/contract/language-list';
import { chooseLanguage } from '../../i18n';

const OPTIONS = LANGUAGES.map((id) => ({ value: id, label: LANGUAGE_NAMES[id] }));

/** The language of the app's words, in the profile: shown at once, kept with the profile (LanguageSync). */
export function LanguageSelect() {
  const { t, i18n } = useLingui();
  return (
    <NativeSelect
      label={t`Language`}
      description={t`The app's words and e-mails use it. Saved as soon as you choose.`}
      data={OPTIONS}
      value={i18n.locale}
      onChange={(e) => {
        const next = languageOfTag(e.currentTarget.value);
        if (next) chooseLanguage(next).catch(() => {});
      }}
    />
  );
}
