import type { CommentarySection } from './commentary';

/** C. H. Spurgeon's The Treasury of David as data/treasury-of-david.json holds it (see data/README.md). */
export interface TreasuryData {
  title: string;
  license: string;
  psalms: Array<{
    psalm: number;
    overview: string[];
    verses: Array<{ from: number; to: number; text: string }>;
  }>;
}

export type Treasury = ReturnType<typeof createTreasury>;

const referenceOf = (psalm: number, from: number, to: number) =>
  `Psalm ${psalm}:${from === to ? from : `${from}-${to}`}`;

/** Spurgeon's own exposition by psalm and verse (his comments cover a verse or a few). */
export function createTreasury(data: TreasuryData) {
  const byPsalm = new Map(data.psalms.map((p) => [p.psalm, p]));
  return {
    /** His comment holding verse `verse` of psalm `psalm`, or undefined (Psalm 119:1 has none). */
    comment(psalm: number, verse: number): CommentarySection | undefined {
      const found = byPsalm.get(psalm)?.verses.find((v) => v.from <= verse && verse <= v.to);
      return found && { reference: referenceOf(psalm, found.from, found.to), ...found };
    },
    /** Every comment, psalm by psalm. */
    allComments(): CommentarySection[] {
      return data.psalms.flatMap((p) =>
        p.verses.map((c) => ({ reference: referenceOf(p.psalm, c.from, c.to), ...c })),
      );
    },
    /** His comments on any of `verses` of a psalm (all of the psalm's when none is named), in order. */
    commentsOn(psalm: number, verses: readonly number[]): CommentarySection[] {
      const all = byPsalm.get(psalm)?.verses ?? [];
      return all
        .filter((c) => verses.length === 0 || verses.some((v) => c.from <= v && v <= c.to))
        .map((c) => ({ reference: referenceOf(psalm, c.from, c.to), ...c }));
    },
  };
}
