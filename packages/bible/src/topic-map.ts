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
    entries: ['Prayers on behalf of children', 'UNCLASSIFIED SCRIPTURES'],
  },
  { words: ['marriage', 'married', 'spouse', 'husband', 'wife'], topic: 'Husband', entries: ['General'] },
  {
    words: ['work', 'job', 'career', 'office', 'business', 'boss', 'labor'],
    topic: 'Industry',
    entries: ['General'],
  },
  { words: ['colleague*', 'coworker*', 'team', 'employee*'], topic: 'Employee', entries: ['General'] },
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
    words: ['health', 'healthy', 'sick*', 'ill', 'illness', 'pain', 'suffer*', 'hard', 'trouble*'],
    topic: 'Afflictions And Adversities',
    entries: ['BENEFITS OF'],
  },
  { words: ['body', 'fitness', 'exercise', 'diet', 'weight'], topic: 'Body', entries: ['THE TEMPLE OF GOD'] },
  { words: ['anger', 'angry', 'temper', 'frustrat*', 'irritat*'], topic: 'Anger', entries: ['General'] },
  { words: ['patience', 'patient', 'wait*'], topic: 'Patience', entries: ['General'] },
  {
    words: ['forgive*', 'forgiving', 'forgiveness', 'grudge', 'resent*'],
    topic: 'Forgiveness',
    entries: ['OF ENEMIES'],
  },
  {
    words: ['grief', 'griev*', 'loss', 'mourn*', 'sad', 'sorrow'],
    topic: 'Afflictions And Adversities',
    entries: ['OF SAINTS'],
  },
  { words: ['temptation', 'tempt*', 'habit*', 'addict*', 'sin'], topic: 'Obedience', entries: ['ENJOINED'] },
  {
    words: ['rest', 'tired', 'sleep', 'busy', 'exhausted', 'burnout', 'hurry'],
    topic: 'Rest',
    entries: ['SPIRITUAL', 'Recommended by Jesus'],
    skip: ['Matt.8.18', 'Matt.8.24'],
  },
  { words: ['friend*', 'neighbo*', 'community'], topic: 'Friendship', entries: ['General'] },
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
  { words: ['persever*', 'discipline', 'goal*', 'consistent'], topic: 'Perseverance', entries: ['General'] },
  { words: ['guests', 'hospitality', 'welcome'], topic: 'Hospitality', entries: ['General'] },
];

/** What answers when no word of the text is in the map: trust that quiets care. */
export const DEFAULT_TOPIC: TopicWords = { words: [], topic: 'Care', entries: ['REMEDY FOR'] };
