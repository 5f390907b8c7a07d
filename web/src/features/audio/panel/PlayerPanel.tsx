import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconRewindBackward15, IconRewindForward15 } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { SKIP_SECONDS } from '../engine/media-session';
import { playerEngine } from '../engine/player-engine';
import { countInline, type Track } from '../player-store';
import { KeepOffline } from './KeepOffline';
import { Scrubber } from './Scrubber';
import { SleepMenu } from './SleepMenu';
import { SpeedMenu } from './SpeedMenu';

/** Counts this inline player as out of sight while it is: the mini player shows meanwhile. */
function useOutOfSight(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver !== 'function') return;
    let hidden = false;
    const mark = (next: boolean) => {
      if (next === hidden) return;
      hidden = next;
      countInline('inlineHidden', next ? 1 : -1);
    };
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) mark(!entry.isIntersecting);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      mark(false);
    };
  }, [ref]);
}

/** The full controls under Pause and Stop while the track plays: position, skips, speed, sleep, keep. */
export default function PlayerPanel({ track }: { track: Track }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useOutOfSight(ref);
  return (
    <Stack ref={ref} gap={6} mt="sm" maw={420} role="group" aria-label={t`Playback`}>
      <Scrubber estimated={!track.url} />
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t`Back ${SKIP_SECONDS} seconds`}
            onClick={() => playerEngine.skip(-SKIP_SECONDS)}
          >
            <IconRewindBackward15 size={20} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t`Forward ${SKIP_SECONDS} seconds`}
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
