import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Group, Progress, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { playerEngine } from '../engine/player-engine';
import { hereAddress, usePlayerStore } from '../player-store';
import { formatTime } from './format-time';
import classes from './MiniPlayer.module.css';

/**
 * Opens `to` in the app without reloading (which would stop the audio): the mini player lives above
 * the router, so it moves the history and tells the router as the browser's Back button does.
 */
function openInApp(event: MouseEvent<HTMLAnchorElement>, to: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  history.pushState(null, '', to);
  dispatchEvent(new PopStateEvent('popstate'));
}

/**
 * The compact player at the bottom of the screen while a track plays and its own control is not on
 * screen (another page, or scrolled away): title (a link back to the page it was started on, when
 * that is another page), time, Pause/Resume and Close (stops). It fits a 390 px phone and keeps
 * clear of the safe areas.
 */
export function MiniPlayer() {
  const { t } = useLingui();
  const title = usePlayerStore((s) => s.track?.title ?? '');
  const from = usePlayerStore((s) => s.from);
  // read at each render: the bar re-renders with every second of progress
  const state = usePlayerStore((s) => s.state);
  const position = usePlayerStore((s) => s.position);
  const duration = usePlayerStore((s) => s.duration);
  const playing = state === 'playing' || state === 'loading';
  return (
    <>
      <div className={classes.spacer} />
      <div className={classes.bar}>
        <Group className={classes.card} gap="xs" wrap="nowrap" role="region" aria-label={t`Now playing`}>
          <div className={classes.title}>
            {from && from !== hereAddress() ? (
              <Anchor
                href={from}
                size="sm"
                fw={600}
                truncate
                display="block"
                aria-label={t`${title}: back to where it is playing from`}
                onClick={(event) => openInApp(event, from)}
              >
                {title}
              </Anchor>
            ) : (
              <Text size="sm" fw={600} truncate>
                {title}
              </Text>
            )}
            <Text size="xs" c="dimmed" ff="monospace">
              {formatTime(position)}
              {duration > 0 ? ` / ${formatTime(duration)}` : ''}
            </Text>
            <Progress
              size={3}
              mt={4}
              value={duration > 0 ? (position / duration) * 100 : 0}
              aria-hidden="true"
            />
          </div>
          {/* one button for both, so the focus stays on it as it turns from Pause to Resume */}
          <ActionIcon
            size="lg"
            variant="light"
            aria-label={playing ? t`Pause` : t`Resume`}
            loading={state === 'loading' || undefined}
            onClick={() => (playing ? playerEngine.pause() : playerEngine.resume())}
          >
            {playing ? (
              <IconPlayerPause size={18} aria-hidden="true" />
            ) : (
              <IconPlayerPlay size={18} aria-hidden="true" />
            )}
          </ActionIcon>
          <ActionIcon
            size="lg"
            variant="subtle"
            color="gray"
            aria-label={t`Close player`}
            onClick={() => playerEngine.stop()}
          >
            <IconX size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </div>
    </>
  );
}
