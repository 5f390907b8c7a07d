import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { EVERYDAY_TOPICS, matchEverydayTopics, type NavesData } from '../src';
import { readTopicIndex } from '../src/node';

describe('the topics of everyday life, in English and Spanish', () => {
  it('each names a Nave topic with verses, once, with an English and a Spanish name', async () => {
    const index = await readTopicIndex();
    expect(EVERYDAY_TOPICS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(EVERYDAY_TOPICS.map((e) => e.topic)).size).toBe(EVERYDAY_TOPICS.length);
    for (const e of EVERYDAY_TOPICS) {
      expect(index.topic(e.topic)?.entries.length, e.topic).toBeGreaterThan(0);
      expect(e.en && e.es, e.topic).toBeTruthy();
    }
    expect(index.everyday('es').map((t) => t.name)).toEqual(EVERYDAY_TOPICS.map((e) => e.es));
  });

  it("finds a topic by a person's own words in either language, accents ignored", () => {
    expect([...matchEverydayTopics('amor')]).toEqual([['Love', 0]]);
    expect(matchEverydayTopics('LOVE').get('Love')).toBe(0);
    expect(matchEverydayTopics('preocupación').get('Care')).toBe(0);
    expect(matchEverydayTopics('preocupacion').get('Care')).toBe(0);
    expect(matchEverydayTopics('worry').get('Care')).toBe(0);
    expect(matchEverydayTopics('mi preocupación').get('Care')).toBe(1);
    expect(matchEverydayTopics('ansied').get('Care')).toBe(1);
    expect(matchEverydayTopics('trabajo').get('Industry')).toBe(0);
    expect(matchEverydayTopics('y').size).toBe(0);
    expect(matchEverydayTopics('').size).toBe(0);
  });
});

describe('searching the index', () => {
  it("puts Love first for 'amor' (not Amorites or Hamor) and for 'love', named in the language", async () => {
    const index = await readTopicIndex();
    const amor = index.list({ q: 'amor', limit: 10, language: 'es' }) ?? [];
    expect(amor[0]).toMatchObject({ topic: 'Love', name: 'Amor', rank: 0 });
    expect(amor.map((r) => r.topic)).toContain('Amorites');
    expect(index.list({ q: 'love', limit: 10 })?.[0]).toMatchObject({ topic: 'Love', name: 'Love' });
  });

  it("finds Care (Nave's word for anxiety) for 'preocupación' and 'worry'", async () => {
    const index = await readTopicIndex();
    for (const q of ['preocupación', 'Preocupacion', 'worry', 'ansiedad', 'anxiety']) {
      expect(index.list({ q, limit: 5, language: 'es' })?.[0], q).toMatchObject({
        topic: 'Care',
        name: 'Ansiedad y preocupación',
      });
    }
  });

  it('lists no topic without a verse: a name with none of its own sends to the topic that has them', async () => {
    const index = await readTopicIndex();
    const all = index.list({ limit: 10_000 }) ?? [];
    expect(all.length).toBe(index.size);
    const counts = new Map(all.map((r) => [r.topic, r.references]));
    for (const row of all) {
      if (row.see) expect(counts.get(row.see), `${row.topic} → ${row.see}`).toBeGreaterThan(0);
      else expect(row.references, row.topic).toBeGreaterThan(0);
    }
    expect(all.find((r) => r.topic === 'Trust')).toMatchObject({ see: 'Faith' });
    for (const name of ['Salvation', 'Wisdom']) expect(counts.get(name)).toBeGreaterThan(100);
  });

  it("names a topic in the language and quotes through the caller's translation", async () => {
    const index = await readTopicIndex();
    const care = index.topic('care', (r) => `texto de ${r}`, 'es');
    expect(care).toMatchObject({ topic: 'Care', name: 'Ansiedad y preocupación' });
    expect(care?.entries.flatMap((e) => e.references).find((r) => r.text)?.text).toMatch(/^texto de /);
    expect(index.topic('Aaron', undefined, 'es')?.name).toBe('Aaron');
    // a link by the everyday name opens the topic
    expect(index.topic('amor', undefined, 'es')).toMatchObject({ topic: 'Love', name: 'Amor' });
    expect(index.topic('Ansiedad y preocupacion')?.topic).toBe('Care');
  });
});

describe("the everyday topics' entries in Spanish", () => {
  it('labels every entry of every everyday topic in Spanish, in the order of the data', async () => {
    const read = async (file: string) =>
      JSON.parse(await readFile(new URL(`../data/${file}`, import.meta.url), 'utf8'));
    const naves = (await read('naves-topics.json')) as NavesData;
    const labels = (await read('naves-labels-es.json')) as Record<string, string[]>;
    expect(Object.keys(labels).sort()).toEqual(EVERYDAY_TOPICS.map((e) => e.topic).sort());
    for (const [topic, spanish] of Object.entries(labels)) {
      const entries = naves.topics.find((t) => t.topic === topic)?.entries ?? [];
      expect(spanish, topic).toHaveLength(entries.length);
      expect(spanish.every((l) => l.trim().length > 0)).toBe(true);
    }
    const index = await readTopicIndex();
    expect(index.topic('Care', undefined, 'es')?.entries.map((e) => e.label)).toContain('Remedio para ella');
    expect(index.topic('Care')?.entries.map((e) => e.label)).toContain('REMEDY FOR');
    expect(index.topic('Aaron', undefined, 'es')?.entries[0]?.label).toBe('Lineage of');
  });
});
