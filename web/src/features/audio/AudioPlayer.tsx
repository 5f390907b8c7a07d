import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconHeadphones,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerStop,
  IconVolume,
} from '@tabler/icons-react';
import { type ReactNode, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { lazyPart } from '../../ui/LazyPart';
import { ControlButton } from './ControlButton';
import { PlayerTooltip } from './PlayerTooltip';
import { speechSupported } from './playable-url';
import type { PlaybackState } from './playback-state';
import {
  pausePlayback,
  preloadEngine,
  releaseTrack,
  resumePlayback,
  startTrack,
  stopPlayback,
} from './player-commands';
import { countInline, makeTrack, type Track, usePlayerStore } from './player-store';

/** Scrubber, skips, speed, sleep timer, keep for offline: loaded on first use, never on the first load. */
const PlayerPanel = lazyPart(
  () => import('./panel/PlayerPanel'),
  () => null,
);

export interface AudioPlayerProps {
  /** The uploaded recording; null or empty when there is none. */
  audioUrl: string | null;
  /** The text the recording reads (the verse and reflection). Read aloud uses it without a recording. */
  text: string;
  /** The Listen button's label (default 'Listen'). */
  label?: string;
  /** The verse reference: the lock screen's title (default: the text up to its first full stop). */
  title?: string;
  /** The language `text` is written in (BCP 47), so it is read aloud in it; English by default. */
  lang?: string | undefined;
  /** read aloud in these parts (a chapter's verses), the one being read in the store's `spokenPart` */
  parts?: readonly string[] | undefined;
  /** called when the text has been read to its end (not stopped) */
  onEnd?: (() => void) | undefined;
  /** the read-aloud button's label (default 'Read aloud') */
  speechLabel?: string | undefined;
}

/** Spec part 1 section 9: below this width the buttons show only their icons. */
export const NARROW_QUERY = '(max-width: 640px)';

const noSubscription = () => () => {};
const assumeSpeech = () => true;

/**
 * The audio player control (spec part 1 'Audio player control'): Listen, then Pause/Resume and Stop,
 * and while it plays the full controls (panel/PlayerPanel.tsx). Without an uploaded recording it
 * offers 'Read aloud' with the browser's speech synthesis (beyond the spec); with neither it shows
 * nothing. The playback itself belongs to the app (player-store.ts): it goes on when this control is
 * removed (another page; the mini player takes over), and stops when its `audioUrl` or `text` changes.
 */
export function AudioPlayer({
  audioUrl,
  text,
  label: given,
  title,
  lang,
  parts,
  onEnd,
  speechLabel,
}: AudioPlayerProps) {
  const { t } = useLingui();
  const label = given ?? t`Listen`;
  const readAloud = speechLabel ?? t`Read aloud`;
  const url = audioUrl?.trim() || null;
  // The server's HTML (and so the hydrating render) assumes speech, as nearly every browser has it:
  // the button is in the first paint and only a browser without it drops it afterwards.
  const canSpeak =
    useSyncExternalStore(noSubscription, speechSupported, assumeSpeech) && text.trim().length > 0;
  const track = makeTrack(url, text, title, lang, { parts, onEnd });
  const shownId = useRef(track.id);

  useEffect(() => {
    if (!url && !canSpeak) {
      console.error('Audio player: no audio was uploaded and this browser cannot read text aloud.');
    }
  }, [url, canSpeak]);

  // Its recording or text changed: the old one stops (spec: 'it resets when its text changes').
  useEffect(() => {
    if (shownId.current === track.id) return;
    releaseTrack(shownId.current);
    shownId.current = track.id;
  }, [track.id]);

  if (!url && !canSpeak) return null;
  return url ? (
    <PlayerControls
      key={track.id}
      track={track}
      startLabel={label}
      startIcon={<IconHeadphones size={18} aria-hidden="true" />}
      tooltip={(state) =>
        state === 'loading' ? t`Loading audio...` : t`${label} - Click to play uploaded audio`
      }
    />
  ) : (
    <PlayerControls
      key={track.id}
      track={track}
      startLabel={readAloud}
      startIcon={<IconVolume size={18} aria-hidden="true" />}
      tooltip={() => t`${readAloud} - Click to hear it in your device's voice`}
    />
  );
}

function PlayerControls({
  track,
  startLabel,
  startIcon,
  tooltip,
}: {
  track: Track;
  startLabel: string;
  startIcon: ReactNode;
  tooltip: (state: PlaybackState) => string;
}) {
  const { t } = useLingui();
  const state = usePlayerStore((s) => (s.track?.id === track.id ? s.state : 'idle'));
  const narrow = useMediaQuery(NARROW_QUERY) ?? false;
  const groupRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const previous = useRef<PlaybackState>(state);
  const active = state === 'playing' || state === 'paused';

  // The buttons swap as the state changes; keep keyboard focus on the player's main button (when it
  // was in the player, or lost with a button just pressed here: never pulled in from elsewhere, and
  // never scrolled to, as when the sleep timer pauses a player scrolled out of sight).
  const pressedHere = useRef(false);
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    const focusWasHere = groupRef.current?.contains(active) || (lost && pressedHere.current);
    if (focusWasHere && state !== 'loading') primaryRef.current?.focus({ preventScroll: true });
  }, [state]);

  // While it plays here the mini player stays away (unless this is scrolled out of sight: the panel).
  const present = state !== 'idle';
  useEffect(() => {
    if (!present) return;
    countInline('inlineShown', 1);
    return () => countInline('inlineShown', -1);
  }, [present]);

  // A pointer or focus on the player fetches the engine and the panel before the press.
  const warm = () => {
    preloadEngine();
    PlayerPanel.preload().catch(() => undefined);
  };
  const controls = (
    <Group
      ref={groupRef}
      gap="xs"
      wrap="nowrap"
      role="group"
      aria-label={t`${startLabel} controls`}
      onPointerEnter={warm}
      onPointerDown={() => {
        pressedHere.current = true;
        warm();
      }}
      onKeyDown={() => {
        pressedHere.current = true;
      }}
      onFocus={warm}
    >
      {active ? (
        <>
          <PlayerTooltip label={state === 'playing' ? t`Pause` : t`Resume`}>
            {state === 'playing' ? (
              <ControlButton
                buttonRef={primaryRef}
                label={t`Pause`}
                icon={<IconPlayerPause size={18} aria-hidden="true" />}
                narrow={narrow}
                onClick={pausePlayback}
              />
            ) : (
              <ControlButton
                buttonRef={primaryRef}
                label={t`Resume`}
                icon={<IconPlayerPlay size={18} aria-hidden="true" />}
                narrow={narrow}
                onClick={resumePlayback}
              />
            )}
          </PlayerTooltip>
          <PlayerTooltip label={t`Stop and go back to the start`}>
            <ControlButton
              label={t`Stop`}
              icon={<IconPlayerStop size={18} aria-hidden="true" />}
              narrow={narrow}
              variant="default"
              onClick={stopPlayback}
            />
          </PlayerTooltip>
        </>
      ) : (
        <PlayerTooltip label={tooltip(state)}>
          <ControlButton
            buttonRef={primaryRef}
            label={startLabel}
            icon={startIcon}
            narrow={narrow}
            loading={state === 'loading'}
            onClick={() => startTrack(track)}
          />
        </PlayerTooltip>
      )}
    </Group>
  );
  return (
    <div>
      {controls}
      {active && (
        <Suspense fallback={null}>
          <PlayerPanel track={track} />
        </Suspense>
      )}
    </div>
  );
}
