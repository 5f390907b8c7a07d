import { Tooltip } from '@mantine/core';
import type { RefObject } from 'react';

/**
 * The tooltip itself (Mantine's Tooltip with floating-ui, about 19 KB gzip), attached to the
 * player's wrapper through `target`; its own chunk, loaded on the first hover or focus.
 */
export function PlayerTooltipPopup({
  label,
  opened,
  target,
}: {
  label: string;
  opened: boolean;
  target: RefObject<HTMLElement | null>;
}) {
  return <Tooltip label={label} opened={opened} withArrow target={target} />;
}
