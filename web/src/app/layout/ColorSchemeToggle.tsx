import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Switches between light and dark; until first used, the scheme follows the system. */
export function ColorSchemeToggle() {
  const { toggleColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Toggle color scheme"
      title={computed === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={toggleColorScheme}
    >
      {computed === 'dark' ? (
        <IconSun size={18} aria-hidden="true" />
      ) : (
        <IconMoon size={18} aria-hidden="true" />
      )}
    </ActionIcon>
  );
}
