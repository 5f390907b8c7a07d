import type { HighlightColour } from '@reign/contract/study';
import classes from './marks.module.css';

/** Each colour's name as the action bar says it. */
export const COLOUR_NAMES: Record<HighlightColour, string> = {
  yellow: 'Yellow',
  green: 'Green',
  blue: 'Blue',
  pink: 'Pink',
  purple: 'Purple',
};

/**
 * The shades of each colour, light scheme then dark: the background of a highlighted verse
 * (marks.module.css holds the same values; study-colours.test.ts checks that its text reads at AA).
 */
export const COLOUR_SHADES: Record<HighlightColour, readonly [string, string]> = {
  yellow: ['#fff3bf', '#3d3100'],
  green: ['#d3f9d8', '#0f3318'],
  blue: ['#d0ebff', '#0c2c48'],
  pink: ['#ffdeeb', '#44122a'],
  purple: ['#e5dbff', '#2b1c4e'],
};

/** The class that gives an element a colour's shade (as --reign-highlight). */
export const colourClass = (colour: HighlightColour) => classes[colour];
export const highlightClass = (colour: HighlightColour) => `${classes.highlight} ${classes[colour]}`;
export { classes as markClasses };
