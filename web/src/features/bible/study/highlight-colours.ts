import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HighlightColour } from '@reign/contract/study';
import classes from './marks.module.css';

/** Each colour's name as the action bar says it (shown with i18n._). */
export const COLOUR_NAMES: Record<HighlightColour, MessageDescriptor> = {
  yellow: msg`Yellow`,
  green: msg`Green`,
  blue: msg`Blue`,
  pink: msg`Pink`,
  purple: msg`Purple`,
};

/** Each colour's button in the action bar ('Highlight yellow'). */
export const HIGHLIGHT_IN: Record<HighlightColour, MessageDescriptor> = {
  yellow: msg`Highlight yellow`,
  green: msg`Highlight green`,
  blue: msg`Highlight blue`,
  pink: msg`Highlight pink`,
  purple: msg`Highlight purple`,
};

/** A highlighted verse or mark, as it is named ('Highlighted yellow'). */
export const HIGHLIGHTED_IN: Record<HighlightColour, MessageDescriptor> = {
  yellow: msg`Highlighted yellow`,
  green: msg`Highlighted green`,
  blue: msg`Highlighted blue`,
  pink: msg`Highlighted pink`,
  purple: msg`Highlighted purple`,
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
