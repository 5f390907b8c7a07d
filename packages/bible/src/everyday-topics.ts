/**
 * The topics of everyday life the 'Bible topics' page opens on, in this order: each a real Nave's
 * topic (`topic`, its key in naves-topics.json) with the name a person reads in English and in
 * Spanish, and the everyday words (either language, any case, accents ignored) a search finds it by.
 * Nave's own terms stay the key: worry is 'Care', work is 'Industry', money is 'Riches'. The one
 * table of Spanish topic names; every other topic keeps Nave's English name (mostly proper names).
 */
export interface EverydayTopic {
  /** Nave's topic key ('Care') */
  topic: string;
  /** the English name a person reads ('Anxiety and worry') */
  en: string;
  /** the Spanish name ('Ansiedad y preocupación') */
  es: string;
  /** other everyday words in either language; the two names and the key match too */
  words: readonly string[];
}

export const EVERYDAY_TOPICS: readonly EverydayTopic[] = [
  { topic: 'Love', en: 'Love', es: 'Amor', words: ['loving', 'loved', 'amar', 'cariño', 'querer'] },
  {
    topic: 'Care',
    en: 'Anxiety and worry',
    es: 'Ansiedad y preocupación',
    words: ['anxiety', 'anxious', 'worry', 'worried', 'stress', 'ansiedad', 'preocupacion', 'afán', 'estrés'],
  },
  {
    topic: 'Courage',
    en: 'Fear and courage',
    es: 'Miedo y valor',
    words: ['fear', 'afraid', 'brave', 'miedo', 'temor', 'valentía', 'ánimo'],
  },
  { topic: 'Peace', en: 'Peace', es: 'Paz', words: ['calm', 'quiet', 'calma', 'tranquilidad', 'sosiego'] },
  {
    topic: 'Joy',
    en: 'Joy',
    es: 'Gozo y alegría',
    words: ['happiness', 'happy', 'gladness', 'alegría', 'felicidad', 'feliz'],
  },
  {
    topic: 'Forgiveness',
    en: 'Forgiveness',
    es: 'Perdón',
    words: ['forgive', 'forgiven', 'perdonar', 'perdonado'],
  },
  { topic: 'Prayer', en: 'Prayer', es: 'Oración', words: ['pray', 'praying', 'orar', 'rezar', 'plegaria'] },
  {
    topic: 'Faith',
    en: 'Faith and trust',
    es: 'Fe y confianza',
    words: ['trust', 'believe', 'belief', 'confiar', 'creer'],
  },
  { topic: 'Hope', en: 'Hope', es: 'Esperanza', words: ['hopeful', 'esperar'] },
  { topic: 'Wisdom', en: 'Wisdom', es: 'Sabiduría', words: ['wise', 'sabio', 'prudencia'] },
  { topic: 'Salvation', en: 'Salvation', es: 'Salvación', words: ['saved', 'salvo', 'salvar'] },
  { topic: 'Grace Of God', en: 'Grace', es: 'Gracia', words: ['gracia de dios'] },
  {
    topic: 'Marriage',
    en: 'Marriage',
    es: 'Matrimonio',
    words: ['married', 'spouse', 'husband', 'wife', 'casados', 'esposo', 'esposa', 'marido', 'boda'],
  },
  {
    topic: 'Children',
    en: 'Children',
    es: 'Hijos',
    words: ['child', 'kids', 'son', 'daughter', 'hijo', 'hija', 'niños', 'niño'],
  },
  { topic: 'Family', en: 'Family', es: 'Familia', words: ['home', 'household', 'hogar'] },
  { topic: 'Parents', en: 'Parents', es: 'Padres', words: ['father', 'mother', 'padre', 'madre'] },
  {
    topic: 'Industry',
    en: 'Work',
    es: 'Trabajo',
    words: ['job', 'labor', 'diligence', 'trabajar', 'empleo', 'oficio', 'diligencia'],
  },
  {
    topic: 'Riches',
    en: 'Money',
    es: 'Dinero',
    words: ['riches', 'wealth', 'rich', 'riquezas', 'rico', 'finanzas'],
  },
  {
    topic: 'Liberality',
    en: 'Generosity',
    es: 'Generosidad',
    words: ['giving', 'generous', 'dar', 'dadivoso', 'ofrenda'],
  },
  {
    topic: 'Contentment',
    en: 'Contentment',
    es: 'Contentamiento',
    words: ['content', 'enough', 'conformidad'],
  },
  {
    topic: 'Disease',
    en: 'Health and sickness',
    es: 'Salud y enfermedad',
    words: ['health', 'sickness', 'illness', 'sick', 'salud', 'enfermedad', 'enfermo'],
  },
  {
    topic: 'Afflictions And Adversities',
    en: 'Hard times',
    es: 'Tiempos difíciles',
    words: [
      'trouble',
      'suffering',
      'hardship',
      'comfort',
      'aflicción',
      'sufrimiento',
      'problemas',
      'consuelo',
      'prueba',
    ],
  },
  {
    topic: 'Sorrow',
    en: 'Grief and sorrow',
    es: 'Tristeza y duelo',
    words: ['grief', 'sad', 'sadness', 'mourning', 'loss', 'duelo', 'tristeza', 'triste', 'luto', 'pena'],
  },
  { topic: 'Patience', en: 'Patience', es: 'Paciencia', words: ['patient', 'waiting', 'paciente'] },
  {
    topic: 'Anger',
    en: 'Anger',
    es: 'Ira y enojo',
    words: ['angry', 'wrath', 'temper', 'ira', 'enojo', 'enojado', 'enfado', 'rabia'],
  },
  {
    topic: 'Friendship',
    en: 'Friendship',
    es: 'Amistad',
    words: ['friend', 'friends', 'amigo', 'amigos', 'amiga'],
  },
  {
    topic: 'Rest',
    en: 'Rest',
    es: 'Descanso',
    words: ['tired', 'weary', 'sleep', 'descansar', 'reposo', 'cansancio', 'cansado'],
  },
  { topic: 'Temptation', en: 'Temptation', es: 'Tentación', words: ['tempted', 'tentado'] },
  {
    topic: 'Thankfulness',
    en: 'Thankfulness',
    es: 'Gratitud',
    words: ['thanks', 'thankful', 'gratitude', 'thanksgiving', 'agradecimiento', 'gracias', 'agradecido'],
  },
  { topic: 'Humility', en: 'Humility', es: 'Humildad', words: ['humble', 'humilde'] },
  {
    topic: 'Pride',
    en: 'Pride',
    es: 'Orgullo',
    words: ['proud', 'arrogance', 'soberbia', 'orgulloso', 'arrogancia'],
  },
  { topic: 'Obedience', en: 'Obedience', es: 'Obediencia', words: ['obey', 'obedecer'] },
  { topic: 'Kindness', en: 'Kindness', es: 'Bondad', words: ['kind', 'amabilidad', 'benignidad'] },
  {
    topic: 'Honesty',
    en: 'Honesty',
    es: 'Honestidad',
    words: ['honest', 'integrity', 'honradez', 'integridad', 'honrado'],
  },
  { topic: 'Repentance', en: 'Repentance', es: 'Arrepentimiento', words: ['repent', 'arrepentirse'] },
  { topic: 'Mercy', en: 'Mercy', es: 'Misericordia', words: ['compassion', 'compasión'] },
  {
    topic: 'Word Of God',
    en: 'The Word of God',
    es: 'La Palabra de Dios',
    words: ['bible', 'scripture', 'biblia', 'escritura', 'escrituras'],
  },
  { topic: 'Praise', en: 'Praise and worship', es: 'Alabanza', words: ['worship', 'adoración', 'alabar'] },
  { topic: 'Death', en: 'Death', es: 'Muerte', words: ['dying', 'morir'] },
  { topic: 'Heaven', en: 'Heaven', es: 'Cielo', words: ['paraíso'] },
];

/** A name or search for comparing: lower case, accents and surrounding spaces dropped. */
export function foldTopicName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Small words of the names that alone find nothing ('y' in 'Miedo y valor'). */
const SMALL_WORDS = new Set(['y', 'and', 'de', 'del', 'la', 'el', 'of', 'the', 'and', 'o', 'or']);
/** A search this short finds an everyday word only when it is the whole word. */
const MIN_PREFIX = 3;

/** Each everyday topic's words to match: its key, both names, each name's own words, its words. */
const TERMS = EVERYDAY_TOPICS.map((e) => {
  const phrases = [e.topic, e.en, e.es, ...e.words].map(foldTopicName);
  const words = phrases.flatMap((p) => p.split(' ')).filter((w) => !SMALL_WORDS.has(w));
  return { topic: e.topic, terms: [...new Set([...phrases, ...words])] };
});

/**
 * The everyday topics a search finds, by key, with how well: 0 when one of its names or words is
 * the search (any case, accents ignored), 1 when one starts with it or the search holds one as a
 * word ('mi preocupación'). 'amor' finds Love, 'worry' and 'preocupación' find Care.
 */
export function matchEverydayTopics(search: string): Map<string, 0 | 1> {
  const q = foldTopicName(search);
  const found = new Map<string, 0 | 1>();
  if (!q) return found;
  const words = new Set(q.split(' '));
  for (const { topic, terms } of TERMS) {
    if (terms.includes(q)) found.set(topic, 0);
    else if (terms.some((t) => (q.length >= MIN_PREFIX && t.startsWith(q)) || words.has(t)))
      found.set(topic, 1);
  }
  return found;
}

/** The everyday name of a Nave's topic key in a language; undefined for the other topics. */
export function everydayName(topic: string, language: 'en' | 'es'): string | undefined {
  return EVERYDAY_TOPICS.find((e) => e.topic === topic)?.[language];
}
