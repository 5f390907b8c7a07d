import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { quoted } from '@reign/domain';
import { i18n as appI18n } from '../../i18n';
import {
  CARD_PADDING,
  CARD_PALETTE,
  cardToPng,
  drawLines,
  drawWordmark,
  fitText,
  SANS,
  scriptureFont,
  startCard,
} from '../../ui/card-art';
import { dayLabel } from '../../ui/day-label';
import type { YourDay } from './your-day';

/** The 'Your day' image: 4:5, the shape phones' stories and feeds show whole. */
export const DAY_IMAGE_WIDTH = 1080;
export const DAY_IMAGE_HEIGHT = 1350;

const sans = (weight: number) => (size: number) => `${weight} ${size}px ${SANS}`;

/**
 * Draws the day (its date, the verse, the three priorities and the first action) in the look every
 * Reign image shares (ui/card-art.ts), as a PNG, in `i18n`'s language; null where canvases cannot draw.
 */
export async function drawDayImage(day: YourDay, date: string, i18n: I18n = appI18n): Promise<Blob | null> {
  const card = startCard(DAY_IMAGE_WIDTH, DAY_IMAGE_HEIGHT);
  if (!card) return null;
  const { ctx, width, height } = card;
  const x = CARD_PADDING;
  const maxWidth = width - CARD_PADDING * 2;

  ctx.font = `700 30px ${SANS}`;
  ctx.fillStyle = CARD_PALETTE.accent;
  const when = dayLabel(date, 'long', i18n.locale);
  ctx.fillText(i18n._(msg`MY DAY · ${when}`).toLocaleUpperCase(i18n.locale), x, CARD_PADDING);

  let y = CARD_PADDING + 80;
  const verse = fitText(ctx, quoted(day.verse), scriptureFont, {
    maxWidth,
    maxHeight: 430,
    max: 52,
    min: 30,
  });
  y = drawLines(card, verse, x, y, CARD_PALETTE.text);
  ctx.font = `600 32px ${SANS}`;
  ctx.fillStyle = CARD_PALETTE.muted;
  ctx.fillText(`— ${day.reference}${day.translation ? ` · ${day.translation}` : ''}`, x, y + 20);
  y += 110;

  ctx.fillStyle = CARD_PALETTE.accent;
  ctx.fillRect(x, y, 64, 4);
  y += 36;
  ctx.font = `700 28px ${SANS}`;
  ctx.fillStyle = CARD_PALETTE.muted;
  ctx.fillText(i18n._(msg`TODAY'S PRIORITIES`), x, y);
  y += 52;
  day.priorities.forEach((priority, i) => {
    const fitted = fitText(ctx, `${i + 1}. ${priority}`, sans(600), {
      maxWidth,
      maxHeight: 96,
      max: 40,
      min: 32,
      leading: 1.25,
    });
    y = drawLines(card, fitted, x, y, CARD_PALETTE.text) + 14;
  });

  if (day.firstAction) {
    y += 24;
    ctx.font = `700 28px ${SANS}`;
    ctx.fillStyle = CARD_PALETTE.muted;
    ctx.fillText(i18n._(msg`FIRST STEP`), x, y);
    y += 48;
    const room = height - CARD_PADDING - 90 - y;
    const fitted = fitText(ctx, day.firstAction, sans(500), {
      maxWidth,
      maxHeight: Math.max(room, 44),
      max: 36,
      min: 28,
      leading: 1.3,
    });
    drawLines(card, fitted, x, y, CARD_PALETTE.text);
  }
  drawWordmark(card);
  return cardToPng(card);
}
