import { useLingui } from '@lingui/react/macro';
import { Group, Switch } from '@mantine/core';
import type { TranslationId } from '@reign/contract/translations';
import { TranslationChooser } from './TranslationChooser';
import { type ParallelChoice, secondTranslation } from './use-parallel';

/** The translation, 'Side by side', and (when on) the second translation beside it. */
export function TranslationControls({
  translation,
  onTranslation,
  parallel,
  onParallel,
}: {
  translation: TranslationId;
  onTranslation: (id: TranslationId) => void;
  parallel: ParallelChoice;
  onParallel: (next: ParallelChoice) => void;
}) {
  const { t } = useLingui();
  const second = secondTranslation(translation, parallel.with);
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <TranslationChooser label={t`Translation`} value={translation} onChange={onTranslation} />
      <Switch
        label={t`Side by side`}
        checked={parallel.on}
        onChange={(event) => onParallel({ on: event.currentTarget.checked, with: second })}
        mb={6}
      />
      {parallel.on && (
        <TranslationChooser
          label={t`Beside it`}
          value={second}
          without={translation}
          onChange={(id) => onParallel({ on: true, with: id })}
        />
      )}
    </Group>
  );
}
