import { type Sentence, sentencesOf } from './comment-sentences';
import { contentStems } from './comment-words';
import type { CommentarySection, CommentCredit } from './commentary';
import { windowAround } from './verse-excerpt';

/** A passage speaks of the same when one of its sentences shares this many of the verse's words ... */
const MIN_SHARED = 3;
/** ... and it and the sentences near it this much of their weight (rare words weigh more). */
const MIN_COVER = 0.6;
/** A sentence sharing this much of the weight quotes the verse: it adds to its neighbours, no more. */
const QUOTED = 0.7;

/** How many sentences either side count towards a passage's score. */
const NEAR = 3;

/** A longer sentence is a long quotation (Revelation 19 quoted whole in Spurgeon on Psalm 68:23). */
const LONGEST = 70;

/** A comment to search: the section or note and whose it is. */
export interface SearchedComment {
  section: CommentarySection;
  credit: CommentCredit;
}

interface Indexed extends SearchedComment {
  sentences: Sentence[];
  stems: Array<Set<string>>;
}

/**
 * Finds, across the commentaries, the sentence that shares the most (and the rarest) of a verse's
 * words, and answers the excerpt around it with its section: the same truth where the commentator
 * speaks of it (Nehemiah 9:6, God who made heaven and earth: Spurgeon on Psalm 8:1 quotes it).
 * Built once, on the first verse whose own section says nothing of it.
 */
export function relatedCommentFinder(comments: readonly SearchedComment[]) {
  const indexed: Indexed[] = comments.map((comment) => {
    const sentences = sentencesOf(comment.section.text);
    return { ...comment, sentences, stems: sentences.map((s) => contentStems(s.text)) };
  });
  const having = new Map<string, number>();
  let count = 0;
  for (const { stems } of indexed) {
    for (const set of stems) {
      count++;
      for (const s of set) having.set(s, (having.get(s) ?? 0) + 1);
    }
  }
  const rarity = (s: string) => Math.log(count / (having.get(s) ?? count));

  return (verseText: string, skip: CommentarySection) => {
    const wanted = [...contentStems(verseText)].filter((s) => having.has(s));
    const weight = wanted.reduce((sum, s) => sum + rarity(s), 0);
    const sharedOf = (set: Set<string>) => wanted.filter((s) => set.has(s));
    const scoreOf = (shared: string[]) => shared.reduce((sum, s) => sum + rarity(s), 0);
    let best: { item: Indexed; index: number; score: number } | undefined;
    for (const item of indexed) {
      if (item.section.reference === skip.reference) continue;
      item.stems.forEach((set, index) => {
        const shared = sharedOf(set);
        if (shared.length < MIN_SHARED || (item.sentences[index]?.words ?? 0) > LONGEST) return;
        const own = scoreOf(shared);
        // a passage that goes on about it (Psalm 146:6) before one that quotes the verse once (Psalm 8:1)
        if (own > QUOTED * weight) return;
        let score = own;
        for (let j = index - NEAR; j <= index + NEAR; j++) {
          const near = j !== index && item.stems[j];
          const nearShared = near ? sharedOf(near) : [];
          if (nearShared.length >= 2) score += 0.6 * Math.min(own, scoreOf(nearShared));
        }
        if (score >= MIN_COVER * weight && (!best || score > best.score)) best = { item, index, score };
      });
    }
    if (!best) return undefined;
    const { item, index } = best;
    const scores = item.stems.map((set) => wanted.filter((s) => set.has(s)).length);
    return {
      excerpt: windowAround(item.sentences, scores, index, { back: false }),
      section: item.section,
      credit: item.credit,
    };
  };
}
