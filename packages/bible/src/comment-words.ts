/**
 * The words a comment and a verse share, as the excerpt weighs them: lower case, a light stem
 * ('heavens', 'made', 'preserveth' -> 'heaven', 'made', 'preserv'), and none of the words every
 * sentence has (articles, pronouns, 'Lord', 'God', the old 'thee' and 'hath').
 */
const COMMON = [
  'a about above after again all also am an and any are as at be because been before being both but by can could',
  'did do does doing done down each even ever every for from further had has have having he her here hers him',
  'himself his how i if in into is it its itself just let may me more most much must my no nor not now of off on',
  'once one only or other our ours ourselves out over own same shall she should so some such than that the their',
  'them themselves then there these they this those through to too under until up upon us very was we were what',
  'when where which while who whom whose why will with would yet you your yours yourself yourselves',
  'thee thou thy thine ye hath doth art unto shalt wilt hast didst saith said say says things thing lord god',
  'yahweh jehovah o oh yea behold like many great well see come came go went',
].join(' ');

let common: Set<string> | undefined;
const commonWords = () => {
  common ??= new Set(COMMON.split(' '));
  return common;
};

/** Forms a suffix does not reach, as the one word they are. */
const IRREGULAR: Record<string, string> = { made: 'make', makes: 'make', making: 'make', maketh: 'make' };

/** A light stem: enough to meet 'heavens' with 'heaven', 'seas' with 'sea', 'worshippeth' with 'worship'. */
export function stem(word: string): string {
  let w = IRREGULAR[word] ?? word;
  for (const suffix of ['ness', 'ings', 'ing', 'eth', 'est', 'edst', 'ed', 'ies', 'es', 's', 'ly']) {
    if (w.length - suffix.length >= (suffix === 's' ? 3 : 4) && w.endsWith(suffix)) {
      w = suffix === 'ies' ? `${w.slice(0, -3)}y` : w.slice(0, -suffix.length);
      break;
    }
  }
  if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/** The stems of a text's words that say something (not the common ones, not one or two letters). */
export function contentStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const raw of text.toLowerCase().match(/[a-z]+(?:['\u2019][a-z]+)?/g) ?? []) {
    const word = raw.replace(/['\u2019]s$/, '').replace(/['\u2019]/g, '');
    if (word.length > 2 && !commonWords().has(word)) stems.add(stem(word));
  }
  return stems;
}
