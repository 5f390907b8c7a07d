import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Switches between light and dark; until first used, the scheme follows the system. The icon is
 * chosen by CSS from the scheme Mantine's head script sets before paint, not by React: the server
 * cannot know a scheme chosen on this device, and rendering from it would not match the server's
 * HTML (React's hydration error #418 on every load where the chosen scheme differs from the system's).
 */
export function ColorSchemeToggle() {
  const { t } = useLingui();
  const { toggleColorScheme } = useMantineColorScheme();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t`Toggle color scheme`}
      title={t`Switch between light and dark mode`}
      onClick={toggleColorScheme}
    >
      <Box component={IconSun} size={18} aria-hidden="true" lightHidden />
      <Box component={IconMoon} size={18} aria-hidden="true" darkHidden />
    </ActionIcon>
  );
}
