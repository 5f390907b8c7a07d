import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BibleData } from '../src';
import {
  buildSearchIndex,
  buildSearchIndexAsync,
  loadSearchIndex,
  type SearchIndex,
  type SearchMatch,
  searchBible,
  searchIndexJson,
} from '../src/search';

const BOOKS = [
  {
    name: 'Genesis',
    chapters: [
      ['In the beginning, God created the heavens and the earth.', 'The earth was formless and empty.'],
      ['God’s love is great.', 'Seed of the mustard, not of a seed.'],
    ],
  },
  {
    name: 'Matthew',
    chapters: [['The kingdom of heaven is like a grain of mustard seed.', 'A glove, loved and lovely.']],
  },
];
const SPANISH = [
  { name: 'Salmos', chapters: [['Crea en mí, oh Dios, un CORAZÓN limpio.', 'Los corazones de los reyes.']] },
];
const INDEX = buildSearchIndex(BOOKS);

const where = (m: SearchMatch) => `${m.book} ${m.chapter}:${m.verse}`;
const marked = (m: SearchMatch) => m.ranges.map((r) => m.text.slice(r.start, r.end));
const found = (index: SearchIndex, q: string, limit?: number) =>
  searchBible(index, q, limit).matches.map(where);

describe('searching the Bible: words and their forms', () => {
  it('finds the forms of a word (love, loved, loves) but not another word that contains it', () => {
    const { total, matches } = searchBible(INDEX, 'LOVE');
    expect(total).toBe(2);
    expect(matches.map(where).sort()).toEqual(['Genesis 2:1', 'Matthew 1:2']);
    const glove = matches.find((m) => m.book === 'Matthew') as SearchMatch;
    expect(marked(glove)).toEqual(['loved', 'lovely']); // lovely: the last word typed is also a word's start; never 'glove'
  });

  it('needs every word that is not a common one, in any order, and ranks them standing together first', () => {
    const { total, matches } = searchBible(INDEX, 'mustard seed');
    expect(total).toBe(2);
    expect(matches.map(where)).toEqual(['Matthew 1:1', 'Genesis 2:2']);
    expect(matches.map((m) => m.phrase)).toEqual([true, false]);
    expect(marked(matches[0] as SearchMatch)).toEqual(['mustard seed']);
    expect(found(INDEX, 'earth empty')).toEqual(['Genesis 1:2']);
    expect(found(INDEX, 'mustard heavens')).toEqual(['Matthew 1:1']); // heavens and heaven are one word
  });

  it('keeps a phrase in quotes as typed', () => {
    expect(found(INDEX, '"seed of the"')).toEqual(['Genesis 2:2']);
    expect(found(INDEX, '“mustard seed” kingdom')).toEqual(['Matthew 1:1']);
    expect(searchBible(INDEX, '"seed mustard"').total).toBe(0);
  });

  it('ignores accents both ways, folds the curly apostrophe and Spanish plurals', () => {
    const es = buildSearchIndex(SPANISH, 'es');
    const { matches } = searchBible(es, 'corazon');
    expect(matches.map(where).sort()).toEqual(['Salmos 1:1', 'Salmos 1:2']);
    expect(marked(matches.find((m) => m.verse === 1) as SearchMatch)).toEqual(['CORAZÓN']);
    expect(found(es, 'mí corazónes limpios')).toEqual(['Salmos 1:1']);
    expect(found(es, 'rey')).toEqual(['Salmos 1:2']);
    expect(marked(searchBible(INDEX, "god's love").matches[0] as SearchMatch)).toEqual(['God’s love']);
  });

  it('searches common words when nothing else is typed, and caps what it returns but counts all', () => {
    const { total, matches } = searchBible(INDEX, 'the', 2);
    expect(total).toBe(4);
    expect(matches).toHaveLength(2);
  });

  it('finds nothing for no words or a word not there', () => {
    expect(searchBible(INDEX, '  "" ?! ')).toEqual({ total: 0, matches: [] });
    expect(searchBible(INDEX, 'zerubbabel')).toEqual({ total: 0, matches: [] });
    expect(searchBible(INDEX, 'mustard zerubbabel').total).toBe(0);
  });

  it("needs no common word but ranks where the typed words stand together, any negation as 'not'", () => {
    const index = buildSearchIndex([
      {
        name: 'Sayings',
        chapters: [
          [
            'Anxious thoughts come and go.', // only the word
            'Do be careful, and be anxious for nothing that is not yours.', // 'be anxious', no 'not' before it
            'In nothing be anxious, but pray.', // 'nothing be anxious': 'not be anxious'
            'Therefore don’t be anxious for tomorrow.', // the phrase as typed
            'Do not be afraid.', // no 'anxious': not found
          ],
        ],
      },
    ]);
    const { total, matches } = searchBible(index, 'do not be anxious');
    expect(total).toBe(4);
    expect(matches.map((m) => m.verse)).toEqual([4, 3, 2, 1]);
    expect(matches.map((m) => m.phrase)).toEqual([true, false, false, false]);
    expect(marked(matches[0] as SearchMatch)).toEqual(['don’t be anxious']);
    // only common words typed: they are searched
    expect(searchBible(index, 'do not').matches.map((m) => m.verse)).toEqual(expect.arrayContaining([2, 5]));
  });

  it('saves an index as JSON and loads it again, and builds one in chunks', async () => {
    const json = JSON.stringify(searchIndexJson(INDEX));
    expect(found(loadSearchIndex(BOOKS, json), 'mustard seed')).toEqual(['Matthew 1:1', 'Genesis 2:2']);
    expect(found(await buildSearchIndexAsync(BOOKS), 'mustard seed')).toEqual(['Matthew 1:1', 'Genesis 2:2']);
  });
});

describe('searching the whole WEB and RV1909 by relevance', () => {
  let web: SearchIndex;
  let rv: SearchIndex;
  beforeAll(async () => {
    const read = async (id: string) =>
      JSON.parse(await readFile(new URL(`../data/${id}-bible.json`, import.meta.url), 'utf8')) as BibleData;
    web = buildSearchIndex((await read('web')).books, 'en');
    rv = buildSearchIndex((await read('rv1909')).books, 'es');
  }, 60_000);

  it("'do not be anxious' finds Matthew 6:25, 6:31, 6:34 (don't be anxious) and Philippians 4:6 (in nothing be anxious)", () => {
    const top = found(web, 'do not be anxious', 10);
    expect(top).toEqual(
      expect.arrayContaining(['Matthew 6:25', 'Matthew 6:31', 'Matthew 6:34', 'Philippians 4:6']),
    );
    // the phrase as written ranks first; 'worry' alone finds them too
    expect(searchBible(web, 'do not be anxious', 1).matches[0]?.phrase).toBe(true);
    expect(found(web, 'worry', 20)).toEqual(expect.arrayContaining(['Matthew 6:34', 'Philippians 4:6']));
    expect(found(web, 'anxiety', 30)).toContain('Matthew 6:25');
  });

  it("'peace' ranks verses about peace first, not the Bible's order", () => {
    const top = found(web, 'peace', 10);
    expect(top).toEqual(expect.arrayContaining(['John 14:27', 'Philippians 4:7', 'Isaiah 26:3']));
    expect(top[0]).not.toBe('Genesis 15:15');
    expect(searchBible(web, 'peace').total).toBeGreaterThan(390);
  });

  it("the last word typed finds the words it starts ('anx' while typing)", () => {
    expect(found(web, 'anx', 30)).toEqual(expect.arrayContaining(['Matthew 6:34', 'Philippians 4:6']));
    expect(found(web, 'mustard seed')).toContain('Matthew 13:31');
  });

  it("Spanish: 'paz' ranks John 14:27; 'corazon' finds corazón; 'no os congojéis' and 'ansiedad' find Matthew 6", () => {
    expect(found(rv, 'paz', 10)).toContain('John 14:27');
    const heart = searchBible(rv, 'corazon', 50);
    expect(heart.matches.map(where)).toContain('Proverbs 3:5');
    expect(marked(heart.matches[0] as SearchMatch)).toEqual(['corazón']);
    expect(found(rv, 'corazones limpios')).toContain('Psalms 51:10');
    expect(found(rv, 'no os congojeis', 5)).toEqual(
      expect.arrayContaining(['Matthew 6:25', 'Matthew 6:31', 'Matthew 6:34']),
    );
    expect(found(rv, 'ansiedad', 10)).toEqual(expect.arrayContaining(['Matthew 6:34', 'Philippians 4:6']));
  });
});
