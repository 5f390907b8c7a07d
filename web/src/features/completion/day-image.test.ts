import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_PALETTE, SERIF } from '../../ui/card-art';
import { drawShareImage } from '../share';
import { DAY_IMAGE_HEIGHT, DAY_IMAGE_WIDTH, drawDayImage } from './day-image';

/** A 2D context that records what is drawn: each text with the font it was drawn in, and the gradients' colours. */
function recordingCanvas() {
  const texts: { text: string; font: string }[] = [];
  const stops: string[] = [];
  const gradient = { addColorStop: (_: number, color: string) => stops.push(color) };
  const ctx = {
    font: '',
    fillStyle: '' as unknown,
    textAlign: 'left',
    textBaseline: 'top',
    createLinearGradient: () => gradient,
    createRadialGradient: () => gradient,
    fillRect: () => {},
    measureText: (s: string) => ({ width: s.length * 20 }),
    fillText(text: string) {
      texts.push({ text, font: this.font });
    },
  };
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ctx,
    toBlob: (done: (blob: Blob | null) => void) => done(new Blob(['png'], { type: 'image/png' })),
  };
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(((tag: string) =>
    tag === 'canvas' ? canvas : create(tag)) as typeof document.createElement);
  return { texts, stops, canvas };
}

afterEach(() => vi.restoreAllMocks());

const day = {
  verse: 'Yahweh is my shepherd; I shall lack nothing.',
  reference: 'Psalm 23:1',
  verseReference: 'Psalm 23:1',
  translation: undefined,
  priorities: ['Family', 'Work', 'Rest'],
  firstAction: 'Call Mom',
};

describe("the 'Your day' image", () => {
  it('draws the date, the verse in the serif, the three priorities, the first step and the Reign name', async () => {
    const { texts, canvas } = recordingCanvas();
    const blob = await drawDayImage(day, '2026-11-26');
    expect(blob?.type).toBe('image/png');
    expect([canvas.width, canvas.height]).toEqual([DAY_IMAGE_WIDTH, DAY_IMAGE_HEIGHT]);
    const all = texts.map((t) => t.text);
    expect(all[0]).toBe('MY DAY · THURSDAY, NOVEMBER 26, 2026');
    const verse = texts.filter((t) => t.font.includes(SERIF) && t.font.startsWith('italic'));
    expect(verse.map((t) => t.text).join(' ')).toBe(`“${day.verse}”`);
    expect(all).toEqual(
      expect.arrayContaining([
        '— Psalm 23:1',
        '1. Family',
        '2. Work',
        '3. Rest',
        'FIRST STEP',
        'Call Mom',
        'Reign',
      ]),
    );
  });

  it('draws a Spanish plan’s RV1909 verse with its Spanish reference and credit (issue 51)', async () => {
    const { texts } = recordingCanvas();
    const verse = 'Jehová es mi pastor; nada me faltará.';
    await drawDayImage({ ...day, verse, reference: 'Salmos 23:1', translation: 'RV1909' }, '2026-11-26');
    const drawn = texts.filter((t) => t.font.includes(SERIF) && t.font.startsWith('italic'));
    expect(drawn.map((t) => t.text).join(' ')).toBe(`“${verse}”`);
    expect(texts.map((t) => t.text)).toContain('— Salmos 23:1 · RV1909');
  });

  it('quotes a verse typed with its own quotation marks once', async () => {
    const { texts } = recordingCanvas();
    await drawDayImage({ ...day, verse: `"${day.verse}"` }, '2026-11-26');
    const verse = texts.filter((t) => t.font.includes(SERIF) && t.font.startsWith('italic'));
    expect(verse.map((t) => t.text).join(' ')).toBe(`“${day.verse}”`);
  });

  it('leaves out the first step when the plan has no action', async () => {
    const { texts } = recordingCanvas();
    await drawDayImage({ ...day, firstAction: null }, '2026-11-26');
    expect(texts.map((t) => t.text)).not.toContain('FIRST STEP');
  });

  it('shares one look with the verse image: the same palette and the Reign name in the serif', async () => {
    const dayDrawing = recordingCanvas();
    await drawDayImage(day, '2026-11-26');
    vi.restoreAllMocks();
    const verseDrawing = recordingCanvas();
    await drawShareImage('Psalm 23:1', day.verse);
    for (const drawing of [dayDrawing, verseDrawing]) {
      expect(drawing.stops.slice(0, 2)).toEqual([CARD_PALETTE.from, CARD_PALETTE.to]);
      expect(drawing.texts.find((t) => t.text === 'Reign')?.font).toContain(SERIF);
    }
  });

  it('answers null where a canvas cannot draw', async () => {
    expect(await drawDayImage(day, '2026-11-26')).toBeNull();
  });
});
