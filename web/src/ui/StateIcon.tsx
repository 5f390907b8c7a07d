import { type MantineColor, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A round icon for a yes/no state: filled in `color` when `on`, light grey when not. */
export function StateIcon({
  on,
  size,
  color,
  children,
}: {
  on: boolean;
  size: number;
  color: MantineColor;
  /** the icon for the state */
  children: ReactNode;
}) {
  return (
    <ThemeIcon size={size} radius="xl" variant={on ? 'filled' : 'light'} color={on ? color : 'gray'}>
      {children}
    </ThemeIcon>
  );
}
