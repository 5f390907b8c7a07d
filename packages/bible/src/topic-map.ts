/**
 * Everyday words mapped to Nave's Topical Bible (issue 36): a person's priority or challenge is matched
 * against `words` (whole words, any case; a word ending in '*' matches its prefix) and each match
 * points to one Nave's topic and the sub-topic entries of it that speak to that need (label prefixes,
 * any case), so 'money' finds the remedy for worry, not silver used as money. Every topic's own name
 * matches too (see matchTopics). `skip` leaves out a reference of those entries that does not fit an
 * encouragement. When nothing matches, DEFAULT_TOPIC answers.
 */
export interface TopicWords {
  words: readonly string[];
  topic: string;
  entries: readonly string[];
  skip?: readonly string[];
}

export const TOPIC_MAP: readonly TopicWords[] = [
  {
    words: ['family', 'families', 'home', 'household', 'relatives'],
    topic: 'Family',
    entries: ['OF SAINTS', 'GOOD, EXEMPLIFIED'],
    skip: ['1Cor.16.19', '1Tim.3.5', '1Tim.3.12', 'Acts.10.33', 'Acts.16.15', 'Acts.18.8', 'Ps.101.7'],
  },
  {
    words: ['children', 'child', 'kids', 'kid', 'son', 'sons', 'daughter*', 'parent*', 'mom', 'dad'],
    topic: 'Parents',
    entries: ['UNCLASSIFIED SCRIPTURES'],
    skip: [
      ...['Prov.13.24', 'Prov.19.18', 'Prov.22.15', 'Prov.23.13', 'Prov.23.14', 'Prov.27.11', 'Prov.29.15'],
      ...['Isa.38.19', 'Matt.10.37', '2Cor.12.14', '1Thess.2.11', '1Tim.3.4', '1Tim.3.5', '1Tim.3.12'],
      ...['1Tim.5.8', 'Titus.1.6', 'Heb.12.7'],
    ],
  },
  {
    words: ['marriage', 'married', 'spouse', 'husband', 'wife'],
    topic: 'Husband',
    entries: ['General'],
    skip: ['1Cor.11.3', '1Cor.7.5', '1Cor.7.14', '1Cor.7.16', '1Cor.7.33', '1Tim.5.8'],
  },
  {
    words: ['work', 'job', 'career', 'office', 'business', 'boss', 'labor'],
    topic: 'Industry',
    entries: ['General'],
    skip: ['Prov.12.27', 'Prov.13.23', 'Prov.14.4', 'Prov.16.26'],
  },
  {
    words: ['money', 'financ*', 'budget', 'debt*', 'bills', 'income', 'saving*', 'rich'],
    topic: 'Care',
    entries: ['REMEDY FOR'],
  },
  { words: ['spending', 'possessions', 'enough', 'content*'], topic: 'Contentment', entries: ['General'] },
  { words: ['giving', 'give', 'generous', 'generosity', 'tithe'], topic: 'Liberality', entries: ['General'] },
  {
    words: ['anxiety', 'anxious', 'worry', 'worries', 'worried', 'stress*', 'overwhelm*', 'care'],
    topic: 'Care',
    entries: ['REMEDY FOR'],
  },
  {
    words: ['fear*', 'afraid', 'scared', 'courage', 'brave', 'bold'],
    topic: 'Courage',
    entries: ['SCRIPTURES', 'Enjoined upon Joshua'],
  },
  {
    words: ['health', 'healthy', 'sick*', 'ill', 'illness', 'pain', 'suffer*', 'trouble*'],
    topic: 'Afflictions And Adversities',
    entries: ['BENEFITS OF'],
    skip: [
      'Isa.19.20',
      'Isa.19.22',
      'Isa.27.9',
      'Ps.78.34',
      'Ps.94.13',
      'Acts.8.24',
      'Rom.8.17',
      '1Pet.4.14',
    ],
  },
  {
    words: ['body', 'fitness', 'exercise', 'diet', 'weight'],
    topic: 'Body',
    entries: ['THE TEMPLE OF GOD'],
    skip: ['1Cor.6.3', '1Cor.6.15'],
  },
  { words: ['anger', 'angry', 'temper', 'frustrat*', 'irritat*'], topic: 'Anger', entries: ['General'] },
  {
    words: ['patience', 'patient', 'wait*'],
    topic: 'Patience',
    entries: ['General'],
    skip: ['Titus.2.1', 'Titus.2.2', 'Titus.2.9', '1Tim.3.2', '1Tim.3.3', '2Cor.12.12', 'Rev.13.10'],
  },
  {
    words: ['forgive*', 'forgiving', 'forgiveness', 'grudge', 'resent*'],
    topic: 'Forgiveness',
    entries: ['OF ENEMIES'],
    skip: ['Prov.25.22', 'Phlm.1.1', '1Cor.4.12', '1Cor.4.13'],
  },
  {
    words: ['grief', 'griev*', 'loss', 'mourn*', 'sad', 'sorrow', 'lonely', 'loneliness'],
    topic: 'Afflictions And Adversities',
    entries: ['OF SAINTS'],
    skip: [
      ...['Acts.14.22', 'Acts.20.23', 'Matt.24.9', 'John.15.21', '2Tim.3.11', '2Tim.3.12', 'Ps.119.75'],
      ...['Prov.3.12', '1Cor.11.32', 'Heb.12.6', 'Heb.12.7', 'Rev.3.19', '1Pet.4.14', 'Isa.54.8', 'Isa.61.2'],
      'Ps.103.9',
    ],
  },
  {
    words: ['rest', 'tired', 'sleep', 'busy', 'exhausted', 'burnout', 'hurry'],
    topic: 'Rest',
    entries: ['SPIRITUAL', 'Recommended by Jesus'],
    skip: ['Matt.8.18', 'Matt.8.24'],
  },
  {
    words: ['friend*', 'lonely'],
    topic: 'Friendship',
    entries: ['General'],
    skip: [
      ...['Ps.35.13', 'Ps.35.14', 'Ps.41.9', 'Ps.88.8', 'Ps.88.18', 'Prov.11.13', 'Prov.25.17', 'Prov.25.19'],
      ...['Prov.27.14', 'Prov.27.19', '2Tim.4.16'],
    ],
  },
  {
    words: ['neighbo*', 'community', 'colleague*', 'coworker*', 'team'],
    topic: 'Neighbor',
    entries: ['General'],
  },
  { words: ['love', 'kindness', 'kind'], topic: 'Love', entries: ['OF MAN FOR MAN'] },
  { words: ['pray*', 'prayer'], topic: 'Prayer', entries: ['ANSWER TO, PROMISE'] },
  {
    words: ['bible', 'scripture*', 'read*', 'study', 'word', 'gospel', 'meditat*', 'devotion*'],
    topic: 'Meditation',
    entries: ['General'],
  },
  {
    words: ['faith', 'trust', 'believe', 'god', 'jesus', 'spiritual', 'church'],
    topic: 'Faith',
    entries: ['ENJOINED'],
  },
  { words: ['hope', 'future', 'discourag*'], topic: 'Hope', entries: ['General'] },
  {
    words: ['joy', 'happy', 'happiness', 'gratitude', 'grateful', 'thank*'],
    topic: 'Joy',
    entries: ['UNCLASSIFIED'],
  },
  { words: ['humble', 'humility', 'pride', 'proud'], topic: 'Humility', entries: ['General'] },
  { words: ['peace', 'calm', 'quiet'], topic: 'Peace', entries: ['SPIRITUAL'] },
  { words: ['decide', 'decision*', 'choice*', 'wisdom', 'wise'], topic: 'Prudence', entries: ['General'] },
  { words: ['honest*', 'integrity', 'truth*'], topic: 'Integrity', entries: ['General'] },
  {
    // Nave's has no topic on temptation: enduring is what its verses counsel
    words: ['persever*', 'discipline', 'goal*', 'consistent', 'temptation', 'tempt*', 'habit*', 'addict*'],
    topic: 'Perseverance',
    entries: ['General'],
  },
  { words: ['guests', 'hospitality', 'welcome'], topic: 'Hospitality', entries: ['General'] },
];

/** What answers when no word of the text is in the map: trust that quiets care. */
export const DEFAULT_TOPIC: TopicWords = { words: [], topic: 'Care', entries: ['REMEDY FOR'] };
