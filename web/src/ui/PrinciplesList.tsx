import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { PRINCIPLES } from '@reign/domain';
import { principleText } from './principle-text';

/** The five REIGN principles: letter, title and summary. */
export function PrinciplesList({ compact = false }: { compact?: boolean }) {
  const { i18n } = useLingui();
  return (
    <Stack component="ol" gap={compact ? 'sm' : 'md'} m={0} p={0} style={{ listStyle: 'none' }}>
      {PRINCIPLES.map((principle) => (
        <Group component="li" key={principle.key} wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon
            size={compact ? 'lg' : 'xl'}
            radius="xl"
            variant={compact ? 'filled' : 'light'}
            aria-hidden="true"
          >
            <Text fw={800} fz={compact ? 'md' : 'lg'} lh={1}>
              {principle.letter}
            </Text>
          </ThemeIcon>
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
