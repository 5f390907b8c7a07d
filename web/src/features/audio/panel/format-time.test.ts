import { describe, expect, it } from 'vitest';
import { formatTime, positionText, rateLabel } from './format-time';

describe('the player’s times', () => {
  it('reads as m:ss, h:mm:ss past an hour, never negative', () => {
    expect(formatTime(7.9)).toBe('0:07');
    expect(formatTime(200)).toBe('3:20');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(-3)).toBe('0:00');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });

  it("says the position as '1:05 of 3:20' and speeds as '1.25x'", () => {
    expect(positionText(65, 200)).toBe('1:05 of 3:20');
    expect(rateLabel(1.25)).toBe('1.25x');
    expect(rateLabel(1)).toBe('1x');
  });
});
