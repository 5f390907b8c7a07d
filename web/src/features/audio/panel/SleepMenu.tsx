import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconCheck, IconZzz } from '@tabler/icons-react';
import { useEffect, useReducer } from 'react';
import { playerEngine } from '../engine/player-engine';
import { SLEEP_MINUTES, type SleepChoice } from '../engine/sleep-timer';
import { type SleepSetting, usePlayerStore } from '../player-store';
import { formatTime } from './format-time';

const CHOICES: Array<{ value: SleepChoice; label: string }> = [
  { value: 'off', label: 'Off' },
  { value: 'end', label: 'End of track' },
  ...SLEEP_MINUTES.map((m) => ({ value: m, label: `${m} minutes` })),
];

function chosen(sleep: SleepSetting): SleepChoice {
  return sleep.kind === 'at' ? (sleep.minutes as SleepChoice) : sleep.kind;
}

/** The time left on the timer, redrawn every second while one runs. */
function useRemaining(sleep: SleepSetting): string | null {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (sleep.kind !== 'at') return;
    const timer = setInterval(redraw, 1000);
    return () => clearInterval(timer);
  }, [sleep]);
  if (sleep.kind === 'end') return 'End';
  if (sleep.kind !== 'at') return null;
  return formatTime(Math.max(0, (sleep.endsAt - Date.now()) / 1000));
}

/** Sleep timer for evening listening: off, the end of the track, or 5, 15 or 30 minutes. */
export function SleepMenu() {
  const sleep = usePlayerStore((s) => s.sleep);
  const remaining = useRemaining(sleep);
  const name =
    sleep.kind === 'off'
      ? 'Sleep timer: off'
      : sleep.kind === 'end'
        ? 'Sleep timer: end of track'
        : `Sleep timer: ${remaining} left`;
  return (
    <Menu position="top" withinPortal>
      <Menu.Target>
        {remaining ? (
          <Button
            variant="light"
            size="compact-sm"
            aria-label={name}
            leftSection={<IconZzz size={16} aria-hidden="true" />}
            ff="monospace"
          >
            {remaining}
          </Button>
        ) : (
          <ActionIcon variant="subtle" size="lg" aria-label={name}>
            <IconZzz size={18} aria-hidden="true" />
          </ActionIcon>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Sleep timer</Menu.Label>
        {CHOICES.map(({ value, label }) => (
          <Menu.Item
            key={label}
            aria-current={value === chosen(sleep) || undefined}
            leftSection={
              <IconCheck
                size={14}
                aria-hidden="true"
                style={{ visibility: value === chosen(sleep) ? 'visible' : 'hidden' }}
              />
            }
            onClick={() => playerEngine.setSleep(value)}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
