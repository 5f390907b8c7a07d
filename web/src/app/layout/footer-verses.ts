import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A verse of the footer: the World English Bible's words (public domain) and its reference, as
 * messages: the Spanish catalogue gives the Reina-Valera 1909's words and the book's Spanish name
 * (src/locales/es/shell.po), so a Spanish screen's footer quotes its own Bible.
 */
export interface FooterVerse {
  text: MessageDescriptor;
  reference: MessageDescriptor;
}

/**
 * The footer's verse for each day of the week, Sunday first: Matthew 6:33, the spec's (and the
 * app's name: seek first the Kingdom), then verses for the start of a day. Whole verses, as the
 * WEB words them.
 */
export const FOOTER_VERSES: readonly FooterVerse[] = [
  {
    text: msg`But seek first God’s Kingdom and his righteousness; and all these things will be given to you as well.`,
    reference: msg`Matthew 6:33`,
  },
  { text: msg`They are new every morning. Great is your faithfulness.`, reference: msg`Lamentations 3:23` },
  {
    text: msg`This is the day that Yahweh has made. We will rejoice and be glad in it!`,
    reference: msg`Psalm 118:24`,
  },
  {
    text: msg`So teach us to count our days, that we may gain a heart of wisdom.`,
    reference: msg`Psalm 90:12`,
  },
  { text: msg`Commit your deeds to Yahweh, and your plans shall succeed.`, reference: msg`Proverbs 16:3` },
  { text: msg`Your word is a lamp to my feet, and a light for my path.`, reference: msg`Psalm 119:105` },
  {
    text: msg`You will keep whoever’s mind is steadfast in perfect peace, because he trusts in you.`,
    reference: msg`Isaiah 26:3`,
  },
];

/** The verse of a Central date (YYYY-MM-DD): by its day of the week, the same on every page that day. */
export function footerVerseFor(day: string): FooterVerse {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return FOOTER_VERSES[Number.isNaN(weekday) ? 0 : weekday] ?? (FOOTER_VERSES[0] as FooterVerse);
}
