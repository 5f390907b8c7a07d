import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n/catalogue';

/** Seconds as the player shows them: '0:07', '3:20', '1:02:05'. */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The scrubber's spoken value: '1:05 of 3:20' ('about 1:05 of 3:20' for read aloud's estimates). */
export function positionText(position: number, duration: number, estimated = false): string {
  const at = formatTime(position);
  const total = formatTime(duration);
  return estimated ? i18n._(msg`about ${at} of ${total}`) : i18n._(msg`${at} of ${total}`);
}

/** A speed as the player names it: '1x', '1.25x' (the number as the language writes it: '1,25x'). */
export function rateLabel(rate: number): string {
  return `${rate.toLocaleString(i18n.locale)}x`;
}
