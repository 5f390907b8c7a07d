import { Button, Group, Text } from '@mantine/core';
import type { ConflictChoice } from '@reign/contract';

/**
 * The choice over a conflict: keep the version shown now, the other, or both (when offered), with
 * what went wrong shown above the buttons. One choice runs at a time.
 */
export function ChoiceButtons({
  labels,
  busy,
  error,
  onChoose,
  bothDisabled = false,
}: {
  labels: { current: string; other: string; both?: string };
  busy: ConflictChoice | null;
  error: string | null;
  onChoose: (keep: ConflictChoice) => void;
  bothDisabled?: boolean;
}) {
  const choices = (['current', 'other', 'both'] as const).filter((k) => labels[k]);
  return (
    <>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs">
        {choices.map((keep) => (
          <Button
            key={keep}
            size="compact-sm"
            variant={keep === 'both' ? 'light' : 'filled'}
            loading={busy === keep}
            disabled={busy !== null || (keep === 'both' && bothDisabled)}
            onClick={() => onChoose(keep)}
          >
            {labels[keep]}
          </Button>
        ))}
      </Group>
    </>
  );
}
