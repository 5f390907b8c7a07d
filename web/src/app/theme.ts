import { createTheme, Tooltip } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Spec part 1 section 9: tooltips open after 700 ms.
    Tooltip: Tooltip.extend({ defaultProps: { openDelay: 700, withArrow: true } }),
  },
});
