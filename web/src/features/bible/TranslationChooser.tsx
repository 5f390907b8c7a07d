import { SegmentedControl, Stack, Text } from '@mantine/core';
import { TRANSLATIONS, type TranslationId } from '@reign/contract/translations';
import { useId } from 'react';

/** A row of the translations by abbreviation (each one's full name as its title), one chosen. */
export function TranslationChooser({
  label,
  value,
  onChange,
  without,
}: {
  label: string;
  value: TranslationId;
  onChange: (id: TranslationId) => void;
  /** a translation not offered here (the other column's) */
  without?: TranslationId;
}) {
  const id = useId();
  const data = TRANSLATIONS.filter((t) => t.id !== without).map((t) => ({
    value: t.id,
    label: (
      <span title={t.name} lang={t.language}>
        {t.abbreviation}
      </span>
    ),
  }));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        data={data}
        value={value}
        onChange={(next) => onChange(next as TranslationId)}
        w="fit-content"
        size="xs"
      />
    </Stack>
  );
}
