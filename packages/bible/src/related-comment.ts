import { sentencesOf } from './comment-sentences';
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

/**
 * Finds, across the commentaries, the sentence that shares the most (and the rarest) of a verse's
 * words, with the sentences near it, and answers the excerpt around it with its section: the same
 * truth where a commentator speaks of it (Nehemiah 9:6, God who made heaven, earth and sea:
 * Spurgeon on Psalm 146:6). An index of each word's sentences (a few MB), built once, on the first
 * verse whose own section says nothing of it.
 */
export function relatedCommentFinder(comments: readonly SearchedComment[]) {
  const commentOf: number[] = [];
  const firstOf: number[] = [];
  const wordsOf: number[] = [];
  const postings = new Map<string, number[]>();
  comments.forEach((comment, c) => {
    firstOf.push(commentOf.length);
    for (const sentence of sentencesOf(comment.section.text)) {
      const id = commentOf.length;
      commentOf.push(c);
      wordsOf.push(sentence.words);
      for (const stem of contentStems(sentence.text)) {
        const list = postings.get(stem);
        if (list) list.push(id);
        else postings.set(stem, [id]);
      }
    }
  });
  const count = commentOf.length;
  const rarity = (stem: string) => Math.log(count / (postings.get(stem)?.length ?? count));

  return (verseText: string, skip: CommentarySection) => {
    const wanted = [...contentStems(verseText)].filter((s) => postings.has(s));
    const weight = wanted.reduce((sum, s) => sum + rarity(s), 0);
    const shared = new Map<number, { count: number; score: number }>();
    for (const stem of wanted) {
      const r = rarity(stem);
      for (const id of postings.get(stem) ?? []) {
        const hit = shared.get(id);
        if (hit) {
          hit.count++;
          hit.score += r;
        } else shared.set(id, { count: 1, score: r });
      }
    }
    let best: { id: number; score: number } | undefined;
    for (const [id, own] of shared) {
      const c = commentOf[id] ?? -1;
      if (own.count < MIN_SHARED || (wordsOf[id] ?? 0) > LONGEST || own.score > QUOTED * weight) continue;
      if (comments[c]?.section.reference === skip.reference) continue;
      // a passage that goes on about it (Psalm 146:6) before one that quotes the verse once (Psalm 8:1)
      let score = own.score;
      for (let j = id - NEAR; j <= id + NEAR; j++) {
        const near = j !== id && commentOf[j] === c ? shared.get(j) : undefined;
        if (near && near.count >= 2) score += 0.6 * Math.min(own.score, near.score);
      }
      if (score >= MIN_COVER * weight && (!best || score > best.score)) best = { id, score };
    }
    const found = best && comments[commentOf[best.id] ?? -1];
    if (!best || !found) return undefined;
    const first = firstOf[commentOf[best.id] ?? 0] ?? 0;
    const sentences = sentencesOf(found.section.text);
    const scores = sentences.map((_, i) => shared.get(first + i)?.count ?? 0);
    return {
      excerpt: windowAround(sentences, scores, best.id - first, { back: false }),
      section: found.section,
      credit: found.credit,
    };
  };
}
