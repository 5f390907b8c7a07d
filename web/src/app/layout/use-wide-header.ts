import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the header has room for its links (Mantine's md breakpoint, where `hiddenFrom="md"` hides
 * the Burger). Read at the first render: the signed-in controls are never server-rendered, so
 * there is no server answer to agree with, and a phone never draws (or loads) the wide links.
 */
export function useWideHeader(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(min-width: ${theme.breakpoints.md})`, undefined, {
    getInitialValueInEffect: false,
  });
}
