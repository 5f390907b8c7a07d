import type { MantineColorsTuple } from '@mantine/core';

/**
 * Reign's look (docs/architecture.md, 'Look'): a royal plum for a kingdom's colour, quiet enough
 * for the first minutes of the day, beside the crown's gold; a warm paper page in the light scheme
 * and a violet-tinted night in the dark one. Every pair of text and background the theme uses is
 * held at WCAG AA by theme.test.tsx.
 */
export const reign: MantineColorsTuple = [
  '#f5f1fa',
  '#e9e0f4',
  '#d2c0e8',
  '#b99cdb',
  '#a27ccf',
  '#9267c6',
  '#8356b8',
  '#6f46a0',
  '#5c3a86',
  '#4a2f6c',
];

/** The dark scheme's surfaces and text (Mantine's `dark`), tinted toward the plum. */
export const night: MantineColorsTuple = [
  '#d5d2de',
  '#bdb9ca',
  '#8d889d',
  '#6f6a80',
  '#4a465b',
  '#3d394d',
  '#302d3e',
  '#242230',
  '#1d1b27',
  '#14131b',
];

/** The light scheme's page: paper rather than screen white (cards and inputs stay white). */
export const PAPER = '#fbfaf7';

/** The colour of the browser's bar and the installed app's title bar (index.html, the manifest). */
export const THEME_COLOR = reign[8];

/** Scripture, reflections and prayers: a book's serif from the system (no font to download). */
export const SCRIPTURE_FONT = '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif';
