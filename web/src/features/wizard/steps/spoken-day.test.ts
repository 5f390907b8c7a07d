import { describe, expect, it } from 'vitest';
import type { DayScripture } from '../../scripture';
import { spokenDay } from './spoken-day';

const day: DayScripture = {
  date: '2026-11-27',
  verse: 'Yahweh is my shepherd: I shall lack nothing.',
  reference: 'Psalm 23:1',
  localReference: 'Salmos 23:1',
  reflection: '',
  audioUrl: null,
  origin: 'server',
};

describe('what the day’s audio reads, in one voice', () => {
  it('reads a Spanish reflection with the Spanish verse and reference, by a Spanish voice', () => {
    expect(spokenDay(day, 'Jehová es mi pastor; nada me faltará.', 'Una reflexión.', 'es', false)).toEqual({
      text: 'Salmos 23:1. Jehová es mi pastor; nada me faltará.\n\nUna reflexión.',
      lang: 'es-ES',
    });
  });

  it('reads a reflection only in English all in English, the WEB’s verse with it', () => {
    expect(spokenDay(day, 'Jehová es mi pastor; nada me faltará.', 'A reflection.', 'es', true)).toEqual({
      text: 'Psalm 23:1. Yahweh is my shepherd: I shall lack nothing.\n\nA reflection.',
      lang: 'en-US',
    });
  });

  it('reads an English screen as it always did, in the chosen translation', () => {
    expect(
      spokenDay(day, 'The LORD is my shepherd; I shall not want.', 'A reflection.', 'en', true).text,
    ).toBe('Psalm 23:1. The LORD is my shepherd; I shall not want.\n\nA reflection.');
  });
});
