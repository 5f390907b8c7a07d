import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ConflictView } from '../../data';
import { ChoiceButtons } from './ChoiceButtons';
import { FIELD_LABELS, ONE_LINE_FIELDS } from './conflict-words';
import { useResolve } from './use-resolve';

type TextConflict = Exclude<ConflictView, { entity: 'entries' }>;

function Version({ heading, note, text }: { heading: string; note?: string; text: unknown }) {
  const { t } = useLingui();
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {heading}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {typeof text === 'string' && text ? text : t`(empty)`}
      </Text>
    </Paper>
  );
}

/**
 * A text changed on two devices: each field's two versions (the other saying where and when it
 * was made, `from`), and the choice: keep the one shown now, the other, or (for longer texts)
 * both, one under the other.
 */
export function TextConflictChoice({ view, from }: { view: TextConflict; from: string }) {
  const { t, i18n } = useLingui();
  const { busy, error, resolve } = useResolve(view.conflict.id);
  const fields = Object.keys(view.conflict.values);
  const row = view.row as unknown as Record<string, unknown>;
  const fieldLabel = (field: string) => {
    const label = (FIELD_LABELS[view.entity] as Record<string, MessageDescriptor | undefined>)[field];
    return label ? i18n._(label) : field;
  };
  const joinable = fields.every((f) => !ONE_LINE_FIELDS.has(f));
  return (
    <Stack gap="sm">
      {fields.map((field) => (
        <Stack key={field} gap={4}>
          <Text size="sm" fw={600}>
            {fieldLabel(field)}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Version heading={t`Shown now`} text={row[field]} />
            <Version heading={t`The other version`} note={from} text={view.conflict.values[field]} />
          </SimpleGrid>
        </Stack>
      ))}
      <ChoiceButtons
        labels={{
          current: t`Keep the one shown now`,
          other: t`Keep the other version`,
          ...(joinable ? { both: t`Keep both` } : {}),
        }}
        busy={busy}
        error={error}
        onChoose={(keep) => resolve(keep)}
      />
    </Stack>
  );
}
