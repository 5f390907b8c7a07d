import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOPIC,
  matchTopics,
  type NavesData,
  osisToReference,
  TOPIC_MAP,
  TOPIC_NAME_ENTRIES,
} from '../src';
import { readBible, readTopicVerses } from '../src/node';

const naves = async () =>
  JSON.parse(await readFile(new URL('../data/naves-topics.json', import.meta.url), 'utf8')) as NavesData;

describe("the map of everyday words to Nave's topics", () => {
  it('points every word to an existing topic whose chosen entries give verses the Bible can read', async () => {
    const data = await naves();
    const bible = await readBible();
    const topics = await readTopicVerses();
    for (const entry of [...TOPIC_MAP, DEFAULT_TOPIC]) {
      const topic = data.topics.find((t) => t.topic === entry.topic);
      expect(topic, entry.topic).toBeDefined();
      for (const label of entry.entries) {
        expect(
          topic?.entries.some((e) => e.label.toLowerCase().startsWith(label.toLowerCase())),
          `${entry.topic}: ${label}`,
        ).toBe(true);
      }
      const verses = topics.versesOf(entry);
      expect(verses.length, entry.topic).toBeGreaterThanOrEqual(2);
      for (const v of verses) expect(bible.lookup(v.reference)?.text).toBe(v.text);
      for (const word of entry.words) {
        expect(matchTopics(word.replace('*', 's')), word).toContain(entry);
      }
    }
  });

  it('matches the everyday words named in the issue to their topics', () => {
    const topicOf = (text: string) => matchTopics(text).map((m) => m.topic);
    expect(topicOf('Worry less')).toEqual(['Care']);
    expect(topicOf('Anxiety at night')).toEqual(['Care']);
    expect(topicOf('Spend more time with my family')).toEqual(['Family']);
    expect(topicOf('My children')).toEqual(['Parents']);
    expect(topicOf('Afraid of the exam')).toEqual(['Courage']);
  });

  it("matches a Nave's topic by its own name when no everyday word does", () => {
    expect(matchTopics('Meekness today', ['Meekness', 'Care'])).toEqual([
      { words: ['meekness'], topic: 'Meekness', entries: TOPIC_NAME_ENTRIES },
    ]);
  });

  it("leaves out a person's or a place's topic matched by its name", async () => {
    const topics = await readTopicVerses();
    expect(topics.topicsFor('Read the Gospel of John').map((m) => m.topic)).toEqual(['Meditation']);
    expect(topics.topicsFor('Meekness').map((m) => m.topic)).toEqual(['Meekness']);
  });

  it("reads Nave's references as WEB references, leaving long passages out", () => {
    expect(osisToReference('Ps.55.22')).toBe('Psalms 55:22');
    expect(osisToReference('1Tim.6.6-1Tim.6.8')).toBe('1 Timothy 6:6-8');
    expect(osisToReference('Matt.6.25-Matt.6.34')).toBeUndefined();
    expect(osisToReference('Nope.1.1')).toBeUndefined();
  });
});

describe('choosing verses', () => {
  it('is stable for a date and priority, differs on another date and between priorities', async () => {
    const topics = await readTopicVerses();
    const family = (d: string) => topics.versesFor('Spend more time with my family', d, 2);
    const money = (d: string) => topics.versesFor('Worry less about money', d, 2);
    expect(family('2026-11-25')).toEqual(family('2026-11-25'));
    expect(family('2026-11-25')).not.toEqual(family('2026-11-26'));
    expect(money('2026-11-25')).not.toEqual(money('2026-11-26'));
    expect(family('2026-11-25')).toHaveLength(2);
    const familyVerses = topics.versesOf(TOPIC_MAP.find((m) => m.topic === 'Family') ?? DEFAULT_TOPIC);
    for (const v of family('2026-11-25')) expect(familyVerses).toContainEqual(v);
    expect(family('2026-11-25')).not.toEqual(money('2026-11-25'));
  });

  it('gives verses on trusting God for empty or unknown words', async () => {
    const topics = await readTopicVerses();
    const care = topics.versesOf(DEFAULT_TOPIC);
    for (const text of ['', 'xqzzv 123 !!']) {
      const verses = topics.versesFor(text, '2026-11-25', 2);
      expect(verses).toHaveLength(2);
      for (const v of verses) expect(care).toContainEqual(v);
    }
  });
});
