import { APP_NAME, shareImageFileName } from './share-links';

/** The share image's size: the 1.91:1 card that X and Facebook show large. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

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

/**
 * Draws the verse (text, reference and the app's name) on a canvas in the browser and answers a
 * PNG, or null where canvases cannot draw (old browsers, tests). `translation`: the abbreviation of
 * the verse's translation, after the reference ('— John 3:16 · KJV'); none for the WEB.
 */
export async function drawShareImage(
  reference: string,
  verse: string,
  translation?: string,
): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = SHARE_IMAGE_WIDTH;
  canvas.height = SHARE_IMAGE_HEIGHT;
  let ctx: CanvasRenderingContext2D | null = null;
  try {
    ctx = canvas.getContext('2d');
  } catch {
    ctx = null;
  }
  if (!ctx) return null;
  const w = SHARE_IMAGE_WIDTH;
  const h = SHARE_IMAGE_HEIGHT;
  const gradient = ctx.createLinearGradient(0, 0, w, h);
  gradient.addColorStop(0, '#312e81');
  gradient.addColorStop(1, '#4f46e5');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, w, h);

  // Verse: the largest size (down to 28 px) at which it fits in 7 lines.
  const padding = 90;
  const maxWidth = w - padding * 2;
  const quoted = `“${verse.trim()}”`;
  let size = 52;
  let lines: string[] = [];
  for (; size >= 28; size -= 4) {
    ctx.font = `italic ${size}px Georgia, 'Times New Roman', serif`;
    lines = wrapLines(quoted, maxWidth, (s) => ctx.measureText(s).width);
    if (lines.length * size * 1.35 <= h - 260) break;
  }
  if (lines.length * size * 1.35 > h - 260) {
    const max = Math.floor((h - 260) / (size * 1.35));
    lines = lines.slice(0, max);
    lines[max - 1] = `${lines[max - 1]?.replace(/[\s”]*$/, '')}…”`;
  }
  ctx.fillStyle = '#ffffff';
  ctx.textBaseline = 'top';
  ctx.textAlign = 'left';
  const lineHeight = size * 1.35;
  const blockTop = (h - 120 - lines.length * lineHeight) / 2 + 20;
  lines.forEach((line, i) => {
    ctx.fillText(line, padding, blockTop + i * lineHeight);
  });

  ctx.font = `600 34px system-ui, -apple-system, 'Segoe UI', sans-serif`;
  ctx.fillStyle = '#c7d2fe';
  ctx.fillText(
    `— ${reference}${translation ? ` · ${translation}` : ''}`,
    padding,
    blockTop + lines.length * lineHeight + 24,
  );

  ctx.font = `800 40px system-ui, -apple-system, 'Segoe UI', sans-serif`;
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'right';
  ctx.fillText(APP_NAME, w - padding, h - 80);

  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/png');
    } catch {
      resolve(null);
    }
  });
}

/** The share image as a File (for `navigator.share({ files })`), or null. */
export async function shareImageFile(
  reference: string,
  verse: string,
  translation?: string,
): Promise<File | null> {
  const blob = await drawShareImage(reference, verse, translation);
  return blob ? new File([blob], shareImageFileName(reference), { type: 'image/png' }) : null;
}

/** Saves the share image through a temporary link. Answers false when it could not be drawn. */
export async function downloadShareImage(
  reference: string,
  verse: string,
  translation?: string,
): Promise<boolean> {
  const blob = await drawShareImage(reference, verse, translation);
  if (!blob) return false;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = shareImageFileName(reference);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
