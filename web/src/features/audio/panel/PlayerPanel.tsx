import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconRewindBackward15, IconRewindForward15 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { SKIP_SECONDS } from '../engine/media-session';
import { playerEngine } from '../engine/player-engine';
import { type Track, usePlayerStore } from '../player-store';
import { KeepOffline } from './KeepOffline';
import { Scrubber } from './Scrubber';
import { SleepMenu } from './SleepMenu';
import { SpeedMenu } from './SpeedMenu';

/**
 * Counts this inline player as on screen while it is (IntersectionObserver): the mini player shows
 * when the person scrolled it away or left its page.
 */
function useOnScreen(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    let counted = false;
    const count = (on: boolean) => {
      if (on === counted) return;
      counted = on;
      usePlayerStore.setState((s) => ({ inlineOnScreen: Math.max(0, s.inlineOnScreen + (on ? 1 : -1)) }));
    };
    if (!el || typeof IntersectionObserver !== 'function') {
      count(true);
      return () => count(false);
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) count(entry.isIntersecting);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      count(false);
    };
  }, [ref]);
}

/** The full controls under Pause and Stop while the track plays: position, skips, speed, sleep, keep. */
export default function PlayerPanel({ track }: { track: Track }) {
  const ref = useRef<HTMLDivElement>(null);
  useOnScreen(ref);
  return (
    <Stack ref={ref} gap={6} mt="sm" maw={420} role="group" aria-label="Playback">
      <Scrubber estimated={!track.url} />
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`Back ${SKIP_SECONDS} seconds`}
            onClick={() => playerEngine.skip(-SKIP_SECONDS)}
          >
            <IconRewindBackward15 size={20} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`Forward ${SKIP_SECONDS} seconds`}
            onClick={() => playerEngine.skip(SKIP_SECONDS)}
          >
            <IconRewindForward15 size={20} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <Group gap={4} wrap="nowrap">
          <SpeedMenu />
          <SleepMenu />
          {track.url && <KeepOffline url={track.url} />}
        </Group>
      </Group>
    </Stack>
  );
}
