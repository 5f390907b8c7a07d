import { Box, Tooltip } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Spec part 1 section 9: the player's tooltips open after 700 ms ... */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** ... and at once when another of them closed less than 300 ms ago (moving along the buttons). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When any player tooltip last closed; shared so the skip delay works across buttons. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A tooltip that opens on hover or keyboard focus after the open delay (or at once within the skip
 * delay), closes on leave, blur or Escape. The wrapper receives the hover even when the button inside
 * is disabled (loading), so 'Loading audio...' can show.
 */
export function PlayerTooltip({ label, children }: { label: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const openedRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setOpen = (next: boolean) => {
    if (openedRef.current && !next) lastClosedAt = Date.now();
    openedRef.current = next;
    setOpened(next);
  };
  const show = () => {
    clearTimeout(timerRef.current);
    if (openedRef.current) return;
    const delay = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
    timerRef.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timerRef.current);
    if (openedRef.current) setOpen(false);
  };

  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      if (openedRef.current) lastClosedAt = Date.now();
    },
    [],
  );

  return (
    <Tooltip label={label} opened={opened} withArrow>
      <Box
        component="span"
        display="inline-block"
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && openedRef.current) {
            event.stopPropagation();
            hide();
          }
        }}
      >
        {children}
      </Box>
    </Tooltip>
  );
}
