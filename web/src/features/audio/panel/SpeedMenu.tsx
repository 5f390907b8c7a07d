import { useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { playerEngine } from '../engine/player-engine';
import { PLAYBACK_RATES, usePlayerStore } from '../player-store';
import { rateLabel } from './format-time';

/** Playback speed, 0.75x to 2x (read aloud: the voice's rate, from the current sentence). */
export function SpeedMenu() {
  const { t } = useLingui();
  const rate = usePlayerStore((s) => s.rate);
  const label = rateLabel(rate);
  return (
    <Menu position="top" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" aria-label={t`Playback speed ${label}`} miw={48}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t`Speed`}</Menu.Label>
        {PLAYBACK_RATES.map((value) => (
          <Menu.Item
            key={value}
            aria-current={value === rate || undefined}
            leftSection={
              <IconCheck
                size={14}
                aria-hidden="true"
                style={{ visibility: value === rate ? 'visible' : 'hidden' }}
              />
            }
            onClick={() => playerEngine.setRate(value)}
          >
            {rateLabel(value)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
