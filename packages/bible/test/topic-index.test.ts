import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  createTopicIndex,
  foldTopicName,
  type NavesData,
  osisToReadableReference,
  parseNavesReferences,
  QUOTED_REFERENCES,
  type TopicRow,
} from '../src';
import { readTopicIndex } from '../src/node';

type Naves = NavesData & { abbreviations: string[] };
const naves = async () =>
  JSON.parse(await readFile(new URL('../data/naves-topics.json', import.meta.url), 'utf8')) as Naves;

/** Every row of a list, page by page as the API asks for them. */
function allPages(list: (after?: { rank: number; topic: string }) => TopicRow[] | undefined, limit: number) {
  const rows: TopicRow[] = [];
  let after: { rank: number; topic: string } | undefined;
  for (;;) {
    const page = list(after) ?? [];
    rows.push(...page.slice(0, limit));
    const last = page[limit - 1];
    if (page.length <= limit || !last) return rows;
    after = { rank: last.rank, topic: last.topic };
  }
}

describe("Nave's references as the reader shows them", () => {
  it('turns every kind of tagged reference into readable text', () => {
    expect(osisToReadableReference('Prov.17.14')).toBe('Proverbs 17:14');
    expect(osisToReadableReference('Prov.25.8-Prov.25.10')).toBe('Proverbs 25:8-10');
    expect(osisToReadableReference('Exod.6.16-Exod.6.20')).toBe('Exodus 6:16-20');
    expect(osisToReadableReference('Ps.109.9-Ps.109.20')).toBe('Psalms 109:9-20');
    expect(osisToReadableReference('Matt.27')).toBe('Matthew 27');
    expect(osisToReadableReference('1Chr.6.3-1Chr.7.2')).toBe('1 Chronicles 6:3-7:2');
    expect(osisToReadableReference('Nope.1.2')).toBeUndefined();
    expect(osisToReadableReference('Gen.1.1-Exod.1.1')).toBeUndefined();
  });

  it("reads Nave's abbreviations, carrying the book to the next part ('Jud' is Judges)", async () => {
    const { abbreviations } = await naves();
    expect(parseNavesReferences('Pr 17:14; 20:3; 25:8-10,12; Mt 5:25', abbreviations)).toEqual([
      'Proverbs 17:14',
      'Proverbs 20:3',
      'Proverbs 25:8-10',
      'Proverbs 25:12',
      'Matthew 5:25',
    ]);
    expect(parseNavesReferences('Ac 25:13-27; 26', abbreviations)).toEqual(['Acts 25:13-27', 'Acts 26']);
    expect(parseNavesReferences('Jud 6:36-40', abbreviations)).toEqual(['Judges 6:36-40']);
    expect(parseNavesReferences('See Joh 17', abbreviations)).toBeUndefined();
    expect(parseNavesReferences('20:3', abbreviations)).toBeUndefined();
  });
});

describe("the index of Nave's topics", () => {
  it('reaches every topic by its first letter, page by page, each once', async () => {
    const data = await naves();
    const index = createTopicIndex(data);
    // every topic but those with no verse (of its own or of a related topic)
    expect(data.topics).toHaveLength(5295);
    expect(index.size).toBeGreaterThan(5000);
    const letters = index.letters();
    expect(letters).toHaveLength(26);
    expect(letters.reduce((sum, l) => sum + l.topics, 0)).toBe(index.size);
    const seen = new Set<string>();
    for (const { letter, topics } of letters) {
      const rows = allPages((after) => index.list({ letter, after, limit: 100 }), 100);
      expect(rows, letter).toHaveLength(topics);
      for (const row of rows) {
        expect(foldTopicName(row.topic).startsWith(letter.toLowerCase())).toBe(true);
        seen.add(row.topic);
      }
    }
    expect(seen.size).toBe(index.size);
    for (const name of ['Salvation', 'Trust', 'Wisdom', 'Zuzims']) expect(seen.has(name), name).toBe(true);
    // the source's first topic has no name; its entries are Aaron's
    expect(seen.has('Aaron')).toBe(true);
  });

  it('lists the first page alphabetically when given no words and no letter', async () => {
    const index = await readTopicIndex();
    const rows = index.list({ limit: 3 }) ?? [];
    expect(rows.map((r) => r.topic)).toEqual(['Aaron', 'Abaddon', 'Abagtha', 'Abana']);
  });

  it('finds topics by any part of the name, names starting with the words first', async () => {
    const index = await readTopicIndex();
    expect(index.list({ q: 'mustard', limit: 10 })?.map((r) => r.topic)).toEqual(['Mustard']);
    const prayer = index.list({ q: 'PRAYER', limit: 50 }) ?? [];
    expect(prayer[0]).toMatchObject({ topic: 'Prayer', rank: 0, entries: 8 });
    expect(prayer[0]?.references).toBeGreaterThan(400);
    const ranks = prayer.map((r) => r.rank);
    expect(ranks).toEqual([...ranks].sort());
    expect(index.list({ q: 'ayer', limit: 50 })?.every((r) => r.rank === 3)).toBe(true);
    expect(index.list({ q: 'Müstard', limit: 10 })?.map((r) => r.topic)).toEqual(['Mustard']);
    expect(index.list({ q: 'xyzzy', limit: 10 })).toEqual([]);
    expect(index.list({ q: 'prayer', letter: 'Q', limit: 10 })).toEqual([]);
  });

  it('pages a search after its last row, and refuses a cursor naming no topic', async () => {
    const index = await readTopicIndex();
    const whole = index.list({ q: 'an', limit: 1000 }) ?? [];
    const paged = allPages((after) => index.list({ q: 'an', after, limit: 7 }), 7);
    expect(paged.map((r) => r.topic)).toEqual(whole.map((r) => r.topic));
    expect(index.list({ q: 'an', after: { rank: 0, topic: 'No such topic' }, limit: 7 })).toBeUndefined();
  });

  it('gives one topic with readable references, existing related topics and a few quoted', async () => {
    const index = await readTopicIndex();
    const quote = (reference: string) => (reference.includes(':') ? `text of ${reference}` : undefined);
    const mustard = index.topic('mustard', quote);
    expect(mustard).toEqual({
      topic: 'Mustard',
      name: 'Mustard',
      see: [],
      entries: [
        {
          label: 'General scriptures concerning',
          references: [
            { reference: 'Matthew 13:31', text: 'text of Matthew 13:31' },
            { reference: 'Matthew 13:32', text: 'text of Matthew 13:32' },
          ],
        },
      ],
    });
    const prayer = index.topic('Prayer', quote);
    const quoted = prayer?.entries.flatMap((e) => e.references).filter((r) => r.text);
    expect(quoted).toHaveLength(QUOTED_REFERENCES);
    const unique = prayer?.entries.map((e) => new Set(e.references.map((r) => r.reference)).size);
    expect(unique).toEqual(prayer?.entries.map((e) => e.references.length));
    expect(index.topic('Nothing like it')).toBeUndefined();
  });

  it("links only related topics that exist, and reads Nave's text where nothing was tagged", async () => {
    const index = await readTopicIndex();
    const aaron = index.topic('Aaron');
    expect(aaron?.see).toEqual([{ topic: 'Priest', name: 'Priest' }]);
    expect(index.topic('Anger', undefined, 'es')?.see).toContainEqual({ topic: 'Kindness', name: 'Bondad' });
    expect(aaron?.entries[0]?.references.map((r) => r.reference)).toContain('Exodus 6:16-20');
    const paul = index.topic('Paul');
    const agrippa = paul?.entries.find((e) => e.label === 'His examination before Herod Agrippa II');
    expect(agrippa?.references.map((r) => r.reference)).toEqual(['Acts 25:13-27', 'Acts 26']);
  });
});
