import { localReference } from './book-names';

/**
 * A Spanish reflection made of Scripture explaining Scripture: other passages the day's verse's
 * Nave's topics name (scripture-echoes.ts picks them), quoted in the Reina-Valera 1909 and joined by
 * a short written frame. Pure and small: the web composes it from the day list's picks
 * (daily-reflections-rv1909.ts, its own chunk), the server from its own picks of any verse.
 */

/** A passage quoted in a reflection: its English reference ('Psalms 55:22') and the RV1909's words. */
export interface EchoPassage {
  reference: string;
  text: string;
}

/** What a Spanish reflection is made of: the everyday topic's Spanish name (when one led) and 2-3 passages. */
export interface VerseEchoes {
  topic?: string;
  passages: EchoPassage[];
}

type Opening = (ref: string, topic?: string) => string;
type Quote = (ref: string, passage: string, quote: string, before: string) => string;

const OPENINGS_WITH_TOPIC: readonly Opening[] = [
  (ref, topic) => `${ref} habla de ${topic}, y la Biblia vuelve a ese tema en muchas de sus páginas.`,
  (ref, topic) =>
    `La Escritura se explica con la Escritura, y lo que ${ref} dice sobre ${topic} se oye también en otros libros.`,
  (ref, topic) => `Quien lee ${ref} con calma descubre que ${topic} es un hilo que recorre toda la Biblia.`,
];

const OPENINGS: readonly Opening[] = [
  (ref) => `La Escritura se explica con la Escritura, y ${ref} tiene ecos en otros libros de la Biblia.`,
  (ref) => `${ref} no está solo: otros pasajes dicen lo mismo con otras palabras.`,
  (ref) => `Para entender mejor ${ref}, conviene leerlo junto a otros pasajes que tratan lo mismo.`,
  (ref) => `Quien lee ${ref} encuentra el mismo mensaje en otras páginas de la Biblia.`,
];

const FIRST_QUOTES: readonly Quote[] = [
  (ref, p, q) => `Lo que afirma ${ref} resuena también en ${p}: «${q}»`,
  (ref, p, q) => `Junto a ${ref} podemos leer ${p}: «${q}»`,
  (ref, p, q) => `${p} toca el mismo tema que ${ref}: «${q}»`,
];

const MORE_QUOTES: readonly Quote[] = [
  (_ref, p, q, before) => `Después de ${before}, ${p} añade: «${q}»`,
  (_ref, p, q, before) => `${p} da un paso más que ${before}: «${q}»`,
  (_ref, p, q, before) => `Y donde ${before} termina, ${p} sigue: «${q}»`,
  (_ref, p, q, before) => `A la par de ${before}, ${p} enseña: «${q}»`,
];

const CLOSINGS: readonly ((ref: string, others: string) => string)[] = [
  (ref, others) => `Lee hoy ${ref} junto a ${others}, y deja que cada pasaje ilumine a los demás.`,
  (ref, others) => `Vuelve a ${ref} después de leer ${others}: las palabras de Dios se aclaran unas a otras.`,
  (ref, others) => `Guarda ${ref} en la memoria, y con él ${others}, para las horas en que el día pese.`,
];

const LAST_WORDS: readonly string[] = [
  'Escoge una de estas frases y repítela como oración antes de dormir.',
  'Pregúntale a Dios qué quiere enseñarte con ellas, y escúchalo sin prisa.',
  'Que su palabra dé forma hoy a lo que piensas, dices y haces.',
  'Lo que Dios dijo una vez, lo sostiene siempre: descansa en eso hoy.',
  'Deja que estas palabras te acompañen en el trabajo, en la mesa y en el descanso.',
];

/** FNV-1a: one verse always gets the same framing. */
export function referenceHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const pick = <T>(items: readonly T[], hash: number, salt: number): T =>
  items[((hash >>> (salt * 3)) + salt) % items.length] as T;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A list read in Spanish: 'A', 'A y B', 'A, B y C'. */
const spanishList = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/** Words as a reader counts them. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The most words a Spanish reflection may have: a third passage is left out when it would make more. */
export const MAX_REFLECTION_WORDS = 130;

function compose(reference: string, echoes: VerseEchoes, count: number): string {
  const hash = referenceHash(reference);
  const ref = localReference(reference, 'rv1909');
  const passages = echoes.passages.slice(0, count).map((p) => ({
    ref: localReference(p.reference, 'rv1909'),
    text: p.text.trim(),
  }));
  const [first, ...more] = passages;
  if (!first) return '';
  const opening = echoes.topic
    ? pick(OPENINGS_WITH_TOPIC, hash, 0)(ref, lowerFirst(echoes.topic))
    : pick(OPENINGS, hash, 0)(ref);
  const firstQuote = pick(FIRST_QUOTES, hash, 1)(ref, first.ref, first.text, '');
  const moreQuotes = more.map((p, i) =>
    pick(MORE_QUOTES, hash, 2 + i)(ref, p.ref, p.text, passages[i]?.ref ?? ref),
  );
  const closing = `${pick(CLOSINGS, hash, 4)(ref, spanishList(passages.map((p) => p.ref)))} ${pick(LAST_WORDS, hash, 5)}`;
  return [`${opening} ${firstQuote}`, moreQuotes.join(' '), closing].filter(Boolean).join('\n\n');
}

/**
 * The Spanish reflection on `reference` (English, as the day's scripture names it) from its echoes:
 * three paragraphs, three passages when they fit in MAX_REFLECTION_WORDS, else two; undefined with none.
 */
export function composeReflectionEs(reference: string, echoes: VerseEchoes): string | undefined {
  if (!echoes.passages.length) return undefined;
  const full = compose(reference, echoes, 3);
  if (echoes.passages.length < 3 || wordCount(full) <= MAX_REFLECTION_WORDS) return full;
  return compose(reference, echoes, 2);
}
