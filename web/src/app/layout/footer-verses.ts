/** A verse of the footer: the World English Bible's words (public domain) and its reference. */
export interface FooterVerse {
  text: string;
  reference: string;
}

/**
 * The footer's verse for each day of the week, Sunday first: Matthew 6:33, the spec's (and the
 * app's name: seek first the Kingdom), then verses for the start of a day. Whole verses, as the
 * WEB words them.
 */
export const FOOTER_VERSES: readonly FooterVerse[] = [
  {
    text: 'But seek first God’s Kingdom and his righteousness; and all these things will be given to you as well.',
    reference: 'Matthew 6:33',
  },
  { text: 'They are new every morning. Great is your faithfulness.', reference: 'Lamentations 3:23' },
  {
    text: 'This is the day that Yahweh has made. We will rejoice and be glad in it!',
    reference: 'Psalm 118:24',
  },
  { text: 'So teach us to count our days, that we may gain a heart of wisdom.', reference: 'Psalm 90:12' },
  { text: 'Commit your deeds to Yahweh, and your plans shall succeed.', reference: 'Proverbs 16:3' },
  { text: 'Your word is a lamp to my feet, and a light for my path.', reference: 'Psalm 119:105' },
  {
    text: 'You will keep whoever’s mind is steadfast in perfect peace, because he trusts in you.',
    reference: 'Isaiah 26:3',
  },
];

/** The verse of a Central date (YYYY-MM-DD): by its day of the week, the same on every page that day. */
export function footerVerseFor(day: string): FooterVerse {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return FOOTER_VERSES[Number.isNaN(weekday) ? 0 : weekday] ?? (FOOTER_VERSES[0] as FooterVerse);
}
