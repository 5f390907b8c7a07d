import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { type BibleData, buildSearchIndex, parseSearchQuery, type SearchMatch, searchBible } from '../src';

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
  { name: 'Salmos', chapters: [['Crea en mí, oh Dios, un CORAZÓN limpio.', 'Cæsar ¿quién?']] },
];
const INDEX = buildSearchIndex(BOOKS);

const where = (m: SearchMatch) => `${m.book} ${m.chapter}:${m.verse}`;
const marked = (m: SearchMatch) => m.ranges.map((r) => m.text.slice(r.start, r.end));

describe('searching the Bible', () => {
  it('finds a word at the start of words, to their end, in any case', () => {
    const { total, matches } = searchBible(INDEX, 'LOVE');
    expect(total).toBe(2);
    expect(matches.map(where)).toEqual(['Genesis 2:1', 'Matthew 1:2']);
    expect(marked(matches[1] as SearchMatch)).toEqual(['loved', 'lovely']); // not 'glove'
  });

  it('needs every word, in any order, and ranks the verses with them in order first', () => {
    const { total, matches } = searchBible(INDEX, 'mustard seed');
    expect(total).toBe(2);
    expect(matches.map(where)).toEqual(['Matthew 1:1', 'Genesis 2:2']);
    expect(matches.map((m) => m.phrase)).toEqual([true, false]);
    expect(marked(matches[0] as SearchMatch)).toEqual(['mustard seed']);
    expect(marked(matches[1] as SearchMatch)).toEqual(['Seed', 'mustard', 'seed']);
    expect(searchBible(INDEX, 'earth empty').matches.map(where)).toEqual(['Genesis 1:2']);
  });

  it('keeps a phrase in quotes as typed', () => {
    expect(searchBible(INDEX, '"seed of the"').matches.map(where)).toEqual(['Genesis 2:2']);
    expect(searchBible(INDEX, '“mustard seed” kingdom').matches.map(where)).toEqual(['Matthew 1:1']);
    expect(searchBible(INDEX, '"seed mustard"').total).toBe(0);
  });

  it('ignores accents both ways and folds æ and the curly apostrophe', () => {
    const { matches } = searchBible(INDEX, 'corazon');
    expect(matches.map(where)).toEqual(['Salmos 1:1']);
    expect(marked(matches[0] as SearchMatch)).toEqual(['CORAZÓN']);
    expect(searchBible(INDEX, 'quién mi').total).toBe(0);
    expect(searchBible(INDEX, 'mí corazón').total).toBe(1);
    expect(marked(searchBible(INDEX, 'caesar').matches[0] as SearchMatch)).toEqual(['Cæsar']);
    expect(marked(searchBible(INDEX, "god's").matches[0] as SearchMatch)).toEqual(['God’s']);
  });

  it('caps the verses returned but counts them all', () => {
    const { total, matches } = searchBible(INDEX, 'the', 2);
    expect(total).toBe(4);
    expect(matches.map(where)).toEqual(['Genesis 1:1', 'Genesis 1:2']);
  });

  it('finds nothing for no words or a word not there', () => {
    expect(searchBible(INDEX, '  "" ?! ')).toEqual({ total: 0, matches: [] });
    expect(searchBible(INDEX, 'zerubbabel')).toEqual({ total: 0, matches: [] });
    expect(searchBible(INDEX, 'mustard zerubbabel').total).toBe(0);
  });

  it('reads a query into words and phrases', () => {
    expect(parseSearchQuery('Faith "Kingdom of Heaven" faith Hope')).toEqual({
      words: ['faith', 'hope'],
      phrases: [['kingdom', 'of', 'heaven']],
    });
  });

  it('finds the mustard seed in the whole WEB and corazón in the RV1909', async () => {
    const read = async (id: string) =>
      JSON.parse(await readFile(new URL(`../data/${id}-bible.json`, import.meta.url), 'utf8')) as BibleData;
    const web = searchBible(buildSearchIndex((await read('web')).books), 'mustard seed');
    expect(web.matches.map(where)).toContain('Matthew 13:31');
    const rv = searchBible(buildSearchIndex((await read('rv1909')).books), 'corazon limpio');
    expect(rv.matches.map(where)).toContain('Psalms 51:10');
  });
});
