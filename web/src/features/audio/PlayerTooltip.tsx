import { Box } from '@mantine/core';
import { type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import type { PlayerTooltipPopup } from './PlayerTooltipPopup';

/** Spec part 1 section 9: the player's tooltips open after 700 ms ... */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** ... and at once when another of them closed less than 300 ms ago (moving along the buttons). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When any player tooltip last closed; shared so the skip delay works across buttons. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** The tooltip's chunk (Mantine's Tooltip and floating-ui), once loaded. */
let Popup: typeof PlayerTooltipPopup | null = null;
let popupLoad: Promise<void> | null = null;

/** Loads the tooltip's chunk (once); the home page does not wait for it. */
export function loadPlayerTooltip(): Promise<void> {
  popupLoad ??= import('./PlayerTooltipPopup').then(
    (m) => {
      Popup = m.PlayerTooltipPopup;
    },
    (err: unknown) => {
      popupLoad = null;
      throw err;
    },
  );
  return popupLoad;
}

/**
 * A tooltip that opens on hover or keyboard focus after the open delay (or at once within the skip
 * delay), closes on leave, blur or Escape. The wrapper receives the hover even when the button inside
 * is disabled (loading), so 'Loading audio...' can show.
 */
export function PlayerTooltip({ label, children }: { label: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const openedRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const boxRef = useRef<HTMLSpanElement>(null);
  const [, popupLoaded] = useReducer((n: number) => n + 1, 0);
  const mountedRef = useRef(true);

  const setOpen = (next: boolean) => {
    if (openedRef.current && !next) lastClosedAt = Date.now();
    openedRef.current = next;
    setOpened(next);
  };
  const show = () => {
    // The first hover or focus loads the tooltip; the open delay (700 ms) covers the load.
    if (!Popup) {
      loadPlayerTooltip().then(
        () => mountedRef.current && popupLoaded(),
        () => {
          // Offline without the chunk: the button still works, without its tooltip.
        },
      );
    }
    clearTimeout(timerRef.current);
    if (openedRef.current) return;
    const delay = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_OPEN_DELAY_MS;
    timerRef.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timerRef.current);
    if (openedRef.current) setOpen(false);
  };

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      clearTimeout(timerRef.current);
      if (openedRef.current) lastClosedAt = Date.now();
    };
  }, []);

  return (
    <>
      <Box
        ref={boxRef}
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
      {Popup && <Popup label={label} opened={opened} target={boxRef} />}
    </>
  );
}
