import { APP_NAME } from './use-page-title';

/**
 * The one look of every image Reign draws in the browser (the shared verse, the 'Your day' card):
 * a calm warm dawn, scripture in a serif, everything else in the system sans, and the Reign name
 * at the foot. Pure canvas drawing, no library; null where a canvas cannot draw (old browsers,
 * tests), and the callers then share without an image.
 */

/** A warm palette that reads on the dawn gradient (contrast AA for the text colours). */
export const CARD_PALETTE = {
  /** the gradient: dusk plum to deep clay */
  from: '#2b2142',
  to: '#7a3b2e',
  /** the soft sun in the upper corner */
  glow: 'rgba(247, 201, 132, 0.28)',
  text: '#fdf6ec',
  muted: '#f1d9bd',
  accent: '#f3b562',
} as const;

/** Scripture in a serif the device has; the rest in the system sans. */
export const SERIF = `Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Times New Roman', serif`;
export const SANS = `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

export const CARD_PADDING = 90;

export interface Card {
  canvas: HTMLCanvasElement;
  ctx: CanvasRenderingContext2D;
  width: number;
  height: number;
}

/** Splits text into lines that fit `maxWidth` as measured by `measure`. */
export function wrapLines(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A canvas of the size with the background painted, or null where canvases cannot draw. */
export function startCard(width: number, height: number): Card | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  let ctx: CanvasRenderingContext2D | null = null;
  try {
    ctx = canvas.getContext('2d');
  } catch {
    ctx = null;
  }
  if (!ctx) return null;
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, CARD_PALETTE.from);
  gradient.addColorStop(1, CARD_PALETTE.to);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  const sun = ctx.createRadialGradient(
    width * 0.85,
    height * 0.1,
    0,
    width * 0.85,
    height * 0.1,
    width * 0.5,
  );
  sun.addColorStop(0, CARD_PALETTE.glow);
  sun.addColorStop(1, 'rgba(247, 201, 132, 0)');
  ctx.fillStyle = sun;
  ctx.fillRect(0, 0, width, height);
  ctx.textBaseline = 'top';
  ctx.textAlign = 'left';
  return { canvas, ctx, width, height };
}

export interface FittedText {
  lines: string[];
  size: number;
  lineHeight: number;
}

/**
 * The largest size from `max` down to `min` (steps of 4) at which `text` fits `maxWidth` in
 * `maxHeight`; at the smallest size the lines that do not fit are cut with an ellipsis.
 */
export function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  font: (size: number) => string,
  {
    maxWidth,
    maxHeight,
    max,
    min,
    leading = 1.35,
  }: {
    maxWidth: number;
    maxHeight: number;
    max: number;
    min: number;
    leading?: number;
  },
): FittedText {
  let size = max;
  let lines: string[] = [];
  for (; size >= min; size -= 4) {
    ctx.font = font(size);
    lines = wrapLines(text, maxWidth, (s) => ctx.measureText(s).width);
    if (lines.length * size * leading <= maxHeight) break;
  }
  size = Math.max(size, min);
  ctx.font = font(size);
  const lineHeight = size * leading;
  const fits = Math.max(1, Math.floor(maxHeight / lineHeight));
  if (lines.length > fits) {
    lines = lines.slice(0, fits);
    lines[fits - 1] = `${lines[fits - 1]?.replace(/[\s”.,;:]*$/, '')}…`;
  }
  return { lines, size, lineHeight };
}

/** Draws fitted lines from `top` at `x`; answers the y below the last line. */
export function drawLines(card: Card, fitted: FittedText, x: number, top: number, color: string): number {
  card.ctx.fillStyle = color;
  fitted.lines.forEach((line, i) => {
    card.ctx.fillText(line, x, top + i * fitted.lineHeight);
  });
  return top + fitted.lines.length * fitted.lineHeight;
}

/** The scripture's font: the serif, in italics. */
export const scriptureFont = (size: number) => `italic ${size}px ${SERIF}`;

/** The Reign name at the foot, right, with a small crown-gold rule before it. */
export function drawWordmark(card: Card, padding = CARD_PADDING): void {
  const { ctx, width, height } = card;
  ctx.textAlign = 'right';
  ctx.font = `700 40px ${SERIF}`;
  ctx.fillStyle = CARD_PALETTE.text;
  const y = height - padding + 10;
  ctx.fillText(APP_NAME, width - padding, y);
  const nameWidth = ctx.measureText(APP_NAME).width;
  ctx.fillStyle = CARD_PALETTE.accent;
  ctx.fillRect(width - padding - nameWidth - 64, y + 22, 44, 4);
  ctx.textAlign = 'left';
}

/** The drawn card as a PNG, or null. */
export function cardToPng(card: Card): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      card.canvas.toBlob((blob) => resolve(blob), 'image/png');
    } catch {
      resolve(null);
    }
  });
}
