/**
 * What a built-in series is made of before `write-builtin-series` turns it into builtin-series.json:
 * each day's reference (English book name, as the WEB names it), the sentences of the commentary
 * on that verse that make the English reflection (`picks`: paragraphs of sentence numbers, counted
 * as the script's `--show` prints them), and the Spanish day, written for Reign.
 */
export interface PlanDay {
  reference: string;
  /** Spurgeon's Treasury of David (Psalms) or Matthew Henry's Concise Commentary */
  source: 'treasury' | 'henry';
  picks: number[][];
  en: { title: string };
  es: { title: string; reflection: string };
}

export interface PlanSeries {
  /** stable across languages and releases: the install record's key */
  key: string;
  en: { title: string; description: string };
  es: { title: string; description: string };
  days: PlanDay[];
}
