import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { PRINCIPLES } from '@reign/domain';
import classes from './PrinciplesList.module.css';
import { principleText } from './principle-text';

/** The five REIGN principles: letter, title and summary. */
export function PrinciplesList({ compact = false }: { compact?: boolean }) {
  const { i18n } = useLingui();
  return (
    <Stack component="ol" gap={compact ? 'sm' : 'md'} m={0} p={0} style={{ listStyle: 'none' }}>
      {PRINCIPLES.map((principle) => (
        <Group component="li" key={principle.key} wrap="nowrap" align="flex-start" gap="md">
          <span className={classes.letter} data-compact={compact || undefined} aria-hidden="true">
            {principle.letter}
          </span>
          <div>
            <Text fw={600}>{principleText(principle.key, i18n).title}</Text>
            <Text size="sm" c="dimmed">
              {principleText(principle.key, i18n).summary}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
