import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { TRANSLATIONS } from '@reign/contract/translations';
import { asTranslation, useBibleTranslation } from '../bible';

const OPTIONS = TRANSLATIONS.map((t) => ({ value: t.id, label: `${t.name} (${t.abbreviation})` }));

/**
 * The Bible translation this person reads: saved as soon as it is chosen (with the profile for a
 * member, so their other devices follow), apart from the profile form's Save.
 */
export function BibleTranslationSelect() {
  const [translation, choose] = useBibleTranslation();
  const { t } = useLingui();
  return (
    <NativeSelect
      label={t`Bible translation`}
      description={t`Today's verse, the daily plan and shared verses use it. Saved as soon as you choose.`}
      data={OPTIONS}
      value={translation}
      onChange={(e) => choose(asTranslation(e.currentTarget.value))}
    />
  );
}
