import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { downloadBlob } from '../share';
import { drawDayImage } from './day-image';
import { dayImageFileName, type YourDay } from './your-day';

/** A probe for `navigator.canShare`: an image file like the one the card makes. */
function sampleImage(): File | null {
  try {
    return new File([new Uint8Array(1)], 'reign-my-day.png', { type: 'image/png' });
  } catch {
    return null;
  }
}

/** True where the system share sheet takes image files (most phones); else the card downloads. */
export function canShareImages(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  const file = sampleImage();
  try {
    return Boolean(file && navigator.canShare?.({ files: [file] }));
  } catch {
    return false;
  }
}

export type DayShareOutcome = 'shared' | 'downloaded' | 'cancelled' | 'failed';

/**
 * Shares the day's image through the system share sheet where it takes files, else downloads it.
 * 'failed' when the image cannot be drawn here.
 */
export async function shareDayImage(day: YourDay, date: string, i18n: I18n): Promise<DayShareOutcome> {
  const blob = await drawDayImage(day, date, i18n).catch(() => null);
  if (!blob) return 'failed';
  const name = dayImageFileName(date);
  const reference = day.reference;
  const file = new File([blob], name, { type: 'image/png' });
  if (typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({
        files: [file],
        title: i18n._(msg`My day on Reign`),
        text: i18n._(msg`${reference} — my day on Reign`),
      });
      return 'shared';
    } catch (err) {
      if (err instanceof Error && err.name === 'AbortError') return 'cancelled';
      // a sheet that refused the file: the image is downloaded instead
    }
  }
  downloadBlob(blob, name);
  return 'downloaded';
}
