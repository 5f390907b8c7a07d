import type { SuggestionCategory } from './suggestion-category';
import { CATEGORY_KEYWORDS_ES, READING_WORDS_ES, SUGGESTIONS_ES } from './suggestions-es';
import type { TextLanguage } from './text-language';

/**
 * Task suggestions for the goal wizard when no AI is available: 10 per category, chosen by a keyword
 * in the goal or priority text, 2 picked at random (spec part 1 section 8). In Spanish
 * (suggestions-es.ts) a set is chosen by a Spanish or an English keyword (a Spanish speaker may write
 * either).
 */
export type { SuggestionCategory } from './suggestion-category';

/** Words of reading Scripture: a goal titled with one of them gets reading tasks (issue 36). */
export const READING_WORDS = /\b(read|reading|bible|scripture|gospels?|psalms?|proverbs|epistles?)\b/i;

const CATEGORY_KEYWORDS: Array<[Exclude<SuggestionCategory, 'generic'>, RegExp]> = [
  ['reading', READING_WORDS],
  ['spiritual', /\b(spiritual|pray|prayer|bible|scripture|faith|church|god|jesus|worship|devotion|fast)/i],
  ['work', /\b(work|job|career|business|project|office|promotion|skill|study|school)/i],
  [
    'relationships',
    /\b(family|friend|marriage|married|spouse|wife|husband|relationship|kids|children|community|neighbo|parent|date night)/i,
  ],
  [
    'health',
    /\b(health|fitness|exercise|workout|sleep|diet|weight|run|walk|body|nutrition|marathon|race|gym|swim|yoga|cycl|5k|10k)/i,
  ],
  ['home', /\b(home|house|clean|garden|organi[sz]e|declutter|chores|kitchen|room)/i],
  ['finance', /\b(financ|money|budget|debt|saving|save|invest|giving|tithe|income|bills?)/i],
];

export const SUGGESTIONS: Record<SuggestionCategory, readonly string[]> = {
  /** 'the book you are reading' is replaced by the book a goal names (fallbackGoalTasks) */
  reading: [
    'Read the first chapter of the book you are reading slowly, and note one thing it shows about God',
    'Set a daily 15-minute reading time for the book you are reading and put it in your calendar',
    'Read the book you are reading aloud and underline a verse to carry through the day',
    'Write down one question the book you are reading raises and look for its answer as you read on',
    'Make a simple plan: how many chapters of the book you are reading a day to finish by the target date',
    'Read the next chapter of the book you are reading and write a one-sentence summary of it',
    'Pray before you read the book you are reading, asking God to open your eyes to His word',
    'Memorize one verse of the book you are reading this week and recite it each morning',
    'Tell a friend what you are learning from the book you are reading, or read it together',
    'Read a short introduction to the book you are reading: who wrote it, to whom and why',
  ],
  work: [
    'List the three most important tasks for this goal and do the first one before lunch',
    'Block 90 minutes of focused time with notifications off',
    'Ask a mentor or colleague for feedback on your progress',
    'Write down one skill this goal needs and spend 30 minutes learning it',
    'Clear one lingering task that has been weighing on you',
    'Pray for wisdom before your most important meeting or decision',
    'Plan tomorrow’s priorities before you finish work today',
    'Thank a teammate specifically for something they did well',
    'Review your calendar and remove one commitment that does not serve this goal',
    'Set a measurable milestone for this week and put it in your calendar',
  ],
  relationships: [
    'Call or message someone you have not spoken to in a while',
    'Plan an unhurried meal with family or a close friend',
    'Write a note of appreciation to someone who has shaped your faith',
    'Listen without interrupting in your next important conversation',
    'Pray by name for three people in your life',
    'Offer practical help to a friend who is carrying a heavy load',
    'Put your phone away for one full evening with your household',
    'Ask someone close to you how you can support them this week',
    'Seek to make peace in one strained relationship',
    'Invite someone new to join you for coffee or church',
  ],
  health: [
    'Take a 20-minute walk and use it to pray or listen to Scripture',
    'Go to bed 30 minutes earlier tonight',
    'Drink a glass of water with each meal today',
    'Prepare a simple, nourishing meal at home',
    'Stretch for 10 minutes after waking up',
    'Schedule a check-up you have been putting off',
    'Replace one snack with fruit or vegetables',
    'Take the stairs and add movement breaks to your day',
    'Rest for an hour on your Sabbath without screens',
    'Write down how you feel each evening this week to notice patterns',
  ],
  spiritual: [
    'Read one chapter of a Gospel and note what it shows about Jesus',
    'Memorize this week’s verse and recite it each morning',
    'Spend 15 minutes in silent prayer before checking your phone',
    'Keep a gratitude list of three things each night',
    'Join or revisit a small group or Bible study',
    'Fast from one habit for a day and use the time to pray',
    'Write a prayer of surrender for the thing you are most anxious about',
    'Worship with a song or psalm before you start your work',
    'Ask a trusted believer to pray with you about this goal',
    'Serve someone in your church or neighborhood this week',
  ],
  home: [
    'Declutter one drawer, shelf or corner of a room',
    'Set a 15-minute timer and tidy the space you use most',
    'Plan meals for the next three days',
    'Make a simple chore chart the household can share',
    'Fix one small thing that has been broken for a while',
    'Open your home to a neighbor or friend for a meal',
    'Create a quiet corner for prayer and reading',
    'Donate items you no longer need',
    'Do a load of laundry start to finish today',
    'Thank God for your home and pray for those who live in it',
  ],
  finance: [
    'Write down every expense for the next seven days',
    'Set a simple monthly budget with categories you can keep',
    'Choose one debt to focus on and make an extra payment',
    'Set up an automatic transfer to savings, however small',
    'Cancel one subscription you do not use',
    'Decide on a regular amount to give generously',
    'Pray over a financial decision before you make it',
    'Compare prices before your next planned purchase',
    'Gather your bills and due dates in one list',
    'Talk honestly about money goals with your spouse or a trusted friend',
  ],
  generic: [
    'Write down why this goal matters to you and to God',
    'Break the goal into three smaller milestones',
    'Take one 15-minute step toward this goal today',
    'Tell a trusted friend about this goal and ask them to check in',
    'Pray for guidance about the next step',
    'Remove one obstacle that slows your progress',
    'Schedule a weekly review of your progress',
    'Find a verse that encourages you in this goal',
    'Celebrate a small win and thank God for it',
    'Prepare tonight what you need to start tomorrow',
  ],
};

/** Whether a text has a set's keyword: an English one, or in Spanish a Spanish one too. */
function hasKeyword(
  set: Exclude<SuggestionCategory, 'generic'>,
  re: RegExp,
  text: string,
  language: TextLanguage,
): boolean {
  return re.test(text) || (language === 'es' && CATEGORY_KEYWORDS_ES[set].test(text));
}

/** Whether a goal's title is about reading Scripture (issue 36). */
function aboutReading(title: string, language: TextLanguage): boolean {
  return READING_WORDS.test(title) || (language === 'es' && READING_WORDS_ES.test(title));
}

export function suggestionCategory(text: string, language: TextLanguage = 'en'): SuggestionCategory {
  return CATEGORY_KEYWORDS.find(([set, re]) => hasKeyword(set, re, text, language))?.[0] ?? 'generic';
}

/** The suggestion set a goal category points to (personal goals point nowhere in particular). */
const GOAL_CATEGORY_SETS: Record<string, SuggestionCategory | undefined> = {
  spiritual: 'spiritual',
  professional: 'work',
  health: 'health',
  relationships: 'relationships',
};

/**
 * The suggestion set for a goal (issue 15): its title weighs most, then its category, then its
 * description, so 'Strengthen my marriage' gets relationships even when the description mentions
 * prayer, and 'Run a half marathon' gets health; a title about reading Scripture ('Read the Gospel of
 * John') always gets reading tasks (issue 36). Nothing matching: the generic set. In Spanish the
 * Spanish keywords count too ('Leer el Evangelio de Juan').
 */
export function goalSuggestionCategory(
  goal: {
    title: string;
    description?: string | null;
    category?: string | null;
  },
  language: TextLanguage = 'en',
): SuggestionCategory {
  if (aboutReading(goal.title, language)) return 'reading';
  let best: SuggestionCategory = 'generic';
  let bestScore = 0;
  for (const [set, re] of CATEGORY_KEYWORDS) {
    const score =
      (hasKeyword(set, re, goal.title, language) ? 4 : 0) +
      (goal.category && GOAL_CATEGORY_SETS[goal.category] === set ? 2 : 0) +
      (goal.description && hasKeyword(set, re, goal.description, language) ? 1 : 0);
    if (score > bestScore) {
      best = set;
      bestScore = score;
    }
  }
  return best;
}

/** Picks `count` different suggestions for the text's category (random = Math.random unless given). */
export function pickSuggestions(
  text: string,
  count = 2,
  random: () => number = Math.random,
  language: TextLanguage = 'en',
): string[] {
  return pickFromSet(suggestionCategory(text, language), count, random, language);
}

/** Picks `count` different suggestions of one set, in `language`. */
export function pickFromSet(
  set: SuggestionCategory,
  count: number,
  random: () => number = Math.random,
  language: TextLanguage = 'en',
): string[] {
  const pool = [...(language === 'es' ? SUGGESTIONS_ES : SUGGESTIONS)[set]];
  const picked: string[] = [];
  while (picked.length < count && pool.length) {
    const [item] = pool.splice(Math.floor(random() * pool.length), 1);
    if (item) picked.push(item);
  }
  return picked;
}
