/** The 66 books in canonical order, with the names people type for them. */
export interface BookInfo {
  name: string;
  osis: string;
  /** position in the canon, 0 = Genesis */
  order: number;
}

const CANON: ReadonlyArray<readonly [string, string, ...string[]]> = [
  ['Genesis', 'Gen', 'Ge', 'Gn'],
  ['Exodus', 'Exod', 'Ex', 'Exo'],
  ['Leviticus', 'Lev', 'Le', 'Lv'],
  ['Numbers', 'Num', 'Nu', 'Nm'],
  ['Deuteronomy', 'Deut', 'Dt', 'Deu'],
  ['Joshua', 'Josh', 'Jos'],
  ['Judges', 'Judg', 'Jdg'],
  ['Ruth', 'Ruth', 'Ru'],
  ['1 Samuel', '1Sam', '1 Sam', '1 Sa'],
  ['2 Samuel', '2Sam', '2 Sam', '2 Sa'],
  ['1 Kings', '1Kgs', '1 Kgs', '1 Ki'],
  ['2 Kings', '2Kgs', '2 Kgs', '2 Ki'],
  ['1 Chronicles', '1Chr', '1 Chr', '1 Ch'],
  ['2 Chronicles', '2Chr', '2 Chr', '2 Ch'],
  ['Ezra', 'Ezra', 'Ezr'],
  ['Nehemiah', 'Neh', 'Ne'],
  ['Esther', 'Esth', 'Est'],
  ['Job', 'Job', 'Jb'],
  ['Psalms', 'Ps', 'Psalm', 'Psa', 'Pss'],
  ['Proverbs', 'Prov', 'Pr', 'Prv', 'Pro'],
  ['Ecclesiastes', 'Eccl', 'Ecc', 'Qoh'],
  ['Song of Solomon', 'Song', 'Song of Songs', 'Canticles', 'SoS'],
  ['Isaiah', 'Isa', 'Is'],
  ['Jeremiah', 'Jer', 'Je'],
  ['Lamentations', 'Lam', 'La'],
  ['Ezekiel', 'Ezek', 'Eze', 'Ezk'],
  ['Daniel', 'Dan', 'Da', 'Dn'],
  ['Hosea', 'Hos', 'Ho'],
  ['Joel', 'Joel', 'Jl'],
  ['Amos', 'Amos', 'Am'],
  ['Obadiah', 'Obad', 'Ob'],
  ['Jonah', 'Jonah', 'Jon'],
  ['Micah', 'Mic', 'Mi'],
  ['Nahum', 'Nah', 'Na'],
  ['Habakkuk', 'Hab', 'Hb'],
  ['Zephaniah', 'Zeph', 'Zep'],
  ['Haggai', 'Hag', 'Hg'],
  ['Zechariah', 'Zech', 'Zec'],
  ['Malachi', 'Mal', 'Ml'],
  ['Matthew', 'Matt', 'Mt', 'Mat'],
  ['Mark', 'Mark', 'Mk', 'Mrk'],
  ['Luke', 'Luke', 'Lk', 'Luk'],
  ['John', 'John', 'Jn', 'Jhn'],
  ['Acts', 'Acts', 'Ac'],
  ['Romans', 'Rom', 'Ro', 'Rm'],
  ['1 Corinthians', '1Cor', '1 Cor', '1 Co'],
  ['2 Corinthians', '2Cor', '2 Cor', '2 Co'],
  ['Galatians', 'Gal', 'Ga'],
  ['Ephesians', 'Eph', 'Ephes'],
  ['Philippians', 'Phil', 'Php', 'Pp'],
  ['Colossians', 'Col', 'Co'],
  ['1 Thessalonians', '1Thess', '1 Thess', '1 Th'],
  ['2 Thessalonians', '2Thess', '2 Thess', '2 Th'],
  ['1 Timothy', '1Tim', '1 Tim', '1 Ti'],
  ['2 Timothy', '2Tim', '2 Tim', '2 Ti'],
  ['Titus', 'Titus', 'Tit'],
  ['Philemon', 'Phlm', 'Philem', 'Phm'],
  ['Hebrews', 'Heb', 'He'],
  ['James', 'Jas', 'Jm'],
  ['1 Peter', '1Pet', '1 Pet', '1 Pe'],
  ['2 Peter', '2Pet', '2 Pet', '2 Pe'],
  ['1 John', '1John', '1 Jn', '1 Jo'],
  ['2 John', '2John', '2 Jn', '2 Jo'],
  ['3 John', '3John', '3 Jn', '3 Jo'],
  ['Jude', 'Jude', 'Jud'],
  ['Revelation', 'Rev', 'Revelations', 'Re', 'Rv'],
];

export const BOOKS: readonly BookInfo[] = CANON.map(([name, osis], order) => ({ name, osis, order }));

/**
 * Every name, OSIS id and alias, normalised, to its book: made on the first lookup, not when the
 * module loads (the web app's first screen evaluates this module before it looks anything up).
 */
let byKey: Map<string, BookInfo> | null = null;
function bookKeys(): Map<string, BookInfo> {
  if (byKey) return byKey;
  const keys = new Map<string, BookInfo>();
  CANON.forEach(([name, osis, ...aliases], order) => {
    const info: BookInfo = { name, osis, order };
    for (const key of [name, osis, ...aliases]) keys.set(normalizeBookKey(key), info);
  });
  byKey = keys;
  return keys;
}

function normalizeBookKey(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/^(i{1,3})\s+/, (_, roman: string) => `${roman.length} `)
    .replace(/^(first|second|third)\s+/, (_, word: string) =>
      word === 'first' ? '1 ' : word === 'second' ? '2 ' : '3 ',
    )
    .replace(/\./g, '')
    .replace(/\s+/g, '');
}

/** Finds a book by its name, OSIS id or a common abbreviation ('Psalm', 'Ps', '1 Cor', 'I John'). */
export function findBook(raw: string): BookInfo | undefined {
  return bookKeys().get(normalizeBookKey(raw.trim()));
}
