import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconCheck, IconZzz } from '@tabler/icons-react';
import { useEffect, useReducer } from 'react';
import { playerEngine } from '../engine/player-engine';
import { SLEEP_MINUTES, type SleepChoice } from '../engine/sleep-timer';
import { type SleepSetting, usePlayerStore } from '../player-store';
import { formatTime } from './format-time';

const CHOICES: Array<{ value: SleepChoice; label: MessageDescriptor }> = [
  { value: 'off', label: msg`Off` },
  { value: 'end', label: msg`End of track` },
  ...SLEEP_MINUTES.map((m) => ({
    value: m,
    label: msg`${plural(m, { one: '# minute', other: '# minutes' })}`,
  })),
];

function chosen(sleep: SleepSetting): SleepChoice {
  return sleep.kind === 'at' ? (sleep.minutes as SleepChoice) : sleep.kind;
}

/** The time left on the timer, redrawn every second while one runs. */
function useRemaining(sleep: SleepSetting): string | null {
  const { t } = useLingui();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (sleep.kind !== 'at') return;
    const timer = setInterval(redraw, 1000);
    return () => clearInterval(timer);
  }, [sleep]);
  if (sleep.kind === 'end') return t({ message: 'End', context: 'sleep timer' });
  if (sleep.kind !== 'at') return null;
  return formatTime(Math.max(0, (sleep.endsAt - Date.now()) / 1000));
}

/** Sleep timer for evening listening: off, the end of the track, or 5, 15 or 30 minutes. */
export function SleepMenu() {
  const sleep = usePlayerStore((s) => s.sleep);
  const remaining = useRemaining(sleep);
  const { t, i18n } = useLingui();
  const name =
    sleep.kind === 'off'
      ? t`Sleep timer: off`
      : sleep.kind === 'end'
        ? t`Sleep timer: end of track`
        : t`Sleep timer: ${remaining} left`;
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
        <Menu.Label>{t`Sleep timer`}</Menu.Label>
        {CHOICES.map(({ value, label }) => (
          <Menu.Item
            key={value}
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
            {i18n._(label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
