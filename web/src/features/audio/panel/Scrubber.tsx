import { useLingui } from '@lingui/react/macro';
import { Group, Slider, Text } from '@mantine/core';
import { useState } from 'react';
import { playerEngine } from '../engine/player-engine';
import { usePlayerStore } from '../player-store';
import { formatTime, positionText } from './format-time';

/**
 * The position: a slider (drag, click, or arrow keys a second at a time) with the elapsed and the
 * total time; the track seeks when the drag ends. Read aloud's times are estimates.
 */
export function Scrubber({ estimated }: { estimated: boolean }) {
  const { t } = useLingui();
  const position = usePlayerStore((s) => s.position);
  const duration = usePlayerStore((s) => s.duration);
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? Math.min(position, duration || position);
  const total = Math.max(duration, 0);

  return (
    <div>
      <Slider
        size="sm"
        min={0}
        max={Math.max(total, 1)}
        step={1}
        value={shown}
        disabled={total === 0}
        label={null}
        thumbLabel={t`Position`}
        thumbValueText={(value) => positionText(value, total, estimated)}
        onChange={setDragging}
        onChangeEnd={(value) => {
          setDragging(null);
          playerEngine.seek(value);
        }}
      />
      <Group justify="space-between" mt={4} aria-hidden="true">
        <Text size="xs" c="dimmed" ff="monospace">
          {formatTime(shown)}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {total > 0 ? `${estimated ? '~' : ''}${formatTime(total)}` : '--:--'}
        </Text>
      </Group>
    </div>
  );
}
