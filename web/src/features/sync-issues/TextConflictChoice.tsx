import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ConflictView } from '../../data';
import { FIELD_LABELS, ONE_LINE_FIELDS } from './conflict-words';
import { useResolve } from './use-resolve';

type TextConflict = Exclude<ConflictView, { entity: 'entries' }>;

function Version({ heading, text }: { heading: string; text: unknown }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {heading}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {typeof text === 'string' && text ? text : '(empty)'}
      </Text>
    </Paper>
  );
}

/**
 * A text changed on two devices: each field's two versions, and the choice: keep the one shown
 * now, the other, or (for longer texts) both, one under the other.
 */
export function TextConflictChoice({ view }: { view: TextConflict }) {
  const { busy, error, resolve } = useResolve(view.conflict.id);
  const fields = Object.keys(view.conflict.values);
  const row = view.row as unknown as Record<string, unknown>;
  const joinable = fields.every((f) => !ONE_LINE_FIELDS.has(f));
  return (
    <Stack gap="sm">
      {fields.map((field) => (
        <Stack key={field} gap={4}>
          <Text size="sm" fw={600}>
            {FIELD_LABELS[field] ?? field}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Version heading="Shown now" text={row[field]} />
            <Version heading="The other version" text={view.conflict.values[field]} />
          </SimpleGrid>
        </Stack>
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs">
        <Button
          size="compact-sm"
          loading={busy === 'current'}
          disabled={busy !== null}
          onClick={() => resolve('current')}
        >
          Keep the one shown now
        </Button>
        <Button
          size="compact-sm"
          loading={busy === 'other'}
          disabled={busy !== null}
          onClick={() => resolve('other')}
        >
          Keep the other version
        </Button>
        {joinable && (
          <Button
            size="compact-sm"
            variant="light"
            loading={busy === 'both'}
            disabled={busy !== null}
            onClick={() => resolve('both')}
          >
            Keep both
          </Button>
        )}
      </Group>
    </Stack>
  );
}
