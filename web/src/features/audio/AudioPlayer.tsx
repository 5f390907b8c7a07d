import { ActionIcon, Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconHeadphones,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerStop,
  IconVolume,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { PlayerTooltip } from './PlayerTooltip';
import type { Playback, PlaybackState } from './playback-state';
import { useAudioFile } from './use-audio-file';
import { speechSupported, useSpeech } from './use-speech';

export interface AudioPlayerProps {
  /** The uploaded recording; null or empty when there is none. */
  audioUrl: string | null;
  /** The text the recording reads (the verse and reflection). Read aloud uses it without a recording. */
  text: string;
  /** The Listen button's label (default 'Listen'). */
  label?: string;
}

/** Spec part 1 section 9: below this width the buttons show only their icons. */
export const NARROW_QUERY = '(max-width: 640px)';
export const READ_ALOUD_LABEL = 'Read aloud';

const noSubscription = () => () => {};
const assumeSpeech = () => true;

/**
 * The audio player control (spec part 1 'Audio player control'): Listen, then Pause/Resume and Stop.
 * Without an uploaded recording it offers 'Read aloud' with the browser's speech synthesis
 * (beyond the spec); with neither it shows nothing. It resets when `audioUrl` or `text` changes.
 */
export function AudioPlayer({ audioUrl, text, label = 'Listen' }: AudioPlayerProps) {
  const url = audioUrl?.trim() || null;
  // The server's HTML (and so the hydrating render) assumes speech, as nearly every browser has it:
  // the button is in the first paint and only a browser without it drops it afterwards.
  const canSpeak =
    useSyncExternalStore(noSubscription, speechSupported, assumeSpeech) && text.trim().length > 0;

  useEffect(() => {
    if (!url && !canSpeak) {
      console.error('Audio player: no audio was uploaded and this browser cannot read text aloud.');
    }
  }, [url, canSpeak]);

  if (url) return <FilePlayer key={`${url}\n${text}`} url={url} label={label} />;
  if (canSpeak) return <SpeechPlayer key={text} text={text} />;
  return null;
}

function FilePlayer({ url, label }: { url: string; label: string }) {
  const playback = useAudioFile(url);
  return (
    <PlayerControls
      playback={playback}
      startLabel={label}
      startIcon={<IconHeadphones size={18} aria-hidden="true" />}
      startTooltip={
        playback.state === 'loading' ? 'Loading audio...' : `${label} - Click to play uploaded audio`
      }
    />
  );
}

function SpeechPlayer({ text }: { text: string }) {
  const playback = useSpeech(text);
  return (
    <PlayerControls
      playback={playback}
      startLabel={READ_ALOUD_LABEL}
      startIcon={<IconVolume size={18} aria-hidden="true" />}
      startTooltip={`${READ_ALOUD_LABEL} - Click to hear it in your device's voice`}
    />
  );
}

interface ControlProps {
  label: string;
  icon: ReactNode;
  narrow: boolean;
  onClick: () => void;
  variant?: 'filled' | 'light' | 'default';
  loading?: boolean;
  buttonRef?: React.Ref<HTMLButtonElement>;
}

/** A labelled button, or an icon button with the label as its accessible name on narrow screens. */
function ControlButton({
  label,
  icon,
  narrow,
  onClick,
  variant = 'light',
  loading,
  buttonRef,
}: ControlProps) {
  // only `true` is passed: for any boolean Mantine mounts its loader's Transition, whose
  // reduced-motion query updates it in an effect, one more render of the verse card at hydration
  const busy = loading || undefined;
  if (narrow) {
    return (
      <ActionIcon
        ref={buttonRef}
        size="lg"
        variant={variant}
        aria-label={label}
        loading={busy}
        aria-busy={busy}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    );
  }
  return (
    <Button
      ref={buttonRef}
      variant={variant}
      size="sm"
      leftSection={icon}
      loading={busy}
      aria-busy={busy}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

function PlayerControls({
  playback,
  startLabel,
  startIcon,
  startTooltip,
}: {
  playback: Playback;
  startLabel: string;
  startIcon: ReactNode;
  startTooltip: string;
}) {
  const { state, start, pause, resume, stop } = playback;
  const narrow = useMediaQuery(NARROW_QUERY) ?? false;
  const groupRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const previous = useRef<PlaybackState>(state);

  // The buttons swap as the state changes; keep keyboard focus on the player's main button.
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    const active = document.activeElement;
    const focusWasHere = !active || active === document.body || groupRef.current?.contains(active);
    if (focusWasHere && state !== 'loading') primaryRef.current?.focus();
  }, [state]);

  const active = state === 'playing' || state === 'paused';
  return (
    <Group ref={groupRef} gap="xs" wrap="nowrap" role="group" aria-label={`${startLabel} controls`}>
      {active ? (
        <>
          <PlayerTooltip label={state === 'playing' ? 'Pause' : 'Resume'}>
            {state === 'playing' ? (
              <ControlButton
                buttonRef={primaryRef}
                label="Pause"
                icon={<IconPlayerPause size={18} aria-hidden="true" />}
                narrow={narrow}
                onClick={pause}
              />
            ) : (
              <ControlButton
                buttonRef={primaryRef}
                label="Resume"
                icon={<IconPlayerPlay size={18} aria-hidden="true" />}
                narrow={narrow}
                onClick={resume}
              />
            )}
          </PlayerTooltip>
          <PlayerTooltip label="Stop and go back to the start">
            <ControlButton
              label="Stop"
              icon={<IconPlayerStop size={18} aria-hidden="true" />}
              narrow={narrow}
              variant="default"
              onClick={stop}
            />
          </PlayerTooltip>
        </>
      ) : (
        <PlayerTooltip label={startTooltip}>
          <ControlButton
            buttonRef={primaryRef}
            label={startLabel}
            icon={startIcon}
            narrow={narrow}
            loading={state === 'loading'}
            onClick={start}
          />
        </PlayerTooltip>
      )}
    </Group>
  );
}
