import { EVERYDAY_THEMES, type EverydayTheme } from './everyday-verses';

/** Lower case without accents: 'Preocupación' → 'preocupacion', 'niño' → 'nino'. */
export const foldWords = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const tokens = (text: string) => foldWords(text).match(/[a-z]+/g) ?? [];

const wordMatches = (pattern: string, token: string) =>
  pattern.endsWith('*') ? token.startsWith(pattern.slice(0, -1)) : token === pattern;

/** The theme that answers when no word points anywhere: trusting God with the day. */
export const DEFAULT_THEME: EverydayTheme = EVERYDAY_THEMES.find((t) => t.id === 'trust') as EverydayTheme;

/**
 * The themes a person's words point to, in either language, in the order the words come in the
 * text ('Orar por mi hermano': prayer, then family); none when no word is in the map.
 */
export function everydayThemesOf(text: string): EverydayTheme[] {
  const found: Array<{ theme: EverydayTheme; at: number }> = [];
  tokens(text).forEach((token, at) => {
    for (const theme of EVERYDAY_THEMES) {
      if (found.some((f) => f.theme === theme)) continue;
      if ([...theme.en, ...theme.es].some((p) => wordMatches(p, token))) found.push({ theme, at });
    }
  });
  return found.sort((a, b) => a.at - b.at).map((f) => f.theme);
}

/** FNV-1a: the same text always gives the same number. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * `count` different references for the text, chosen by `seed` (the date), so one day's answer is
 * stable and another day's differs; taken in turn from each theme the words name (trust when none).
 */
export function everydayVerseReferences(text: string, seed: string, count: number): string[] {
  const themes = everydayThemesOf(text);
  const pools = themes.length ? themes : [DEFAULT_THEME];
  const start = hash(`${seed}|${foldWords(text.trim())}`);
  const chosen: string[] = [];
  for (let i = 0; chosen.length < count && i < count * 4; i++) {
    const pool = pools[i % pools.length]?.verses ?? [];
    const pick = pool[(start + i) % pool.length];
    if (pick && !chosen.includes(pick)) chosen.push(pick);
  }
  return chosen;
}

/**
 * A verse's words made fit to quote inside “…”: a quotation mark left open or closed by the
 * verses around it is dropped, a quotation inside it becomes ‘…’, a verse wrapped in “…” or ‘…’ loses
 * the wrapping, a missing space after a comma is put back, a chapter's first word in capitals is
 * written as a word, and a verse ending in ',', ';' or ':' (the
 * RV1909 often does) ends in '.'.
 */
export function quotableVerse(text: string): string {
  let t = text.trim();
  if (t.startsWith('‘') && t.endsWith('’')) t = t.slice(1, -1);
  const chars = [...t];
  const open: number[] = [];
  const drop = new Set<number>();
  chars.forEach((c, i) => {
    if (c === '“') open.push(i);
    else if (c === '”') {
      const from = open.pop();
      if (from === undefined) drop.add(i);
      else if (from === 0 && i === chars.length - 1) drop.add(from).add(i);
      else {
        chars[from] = '‘';
        chars[i] = '’';
      }
    }
  });
  for (const i of open) drop.add(i);
  t = chars
    .filter((_, i) => !drop.has(i))
    .join('')
    .replace(/,(?=\p{L})/gu, ', ')
    .replace(/\s+/g, ' ')
    .trim();
  // the RV1909 opens a chapter with its first word in capitals ('LA blanda respuesta')
  t = t.replace(
    /^([¿¡]?\p{Lu})(\p{Lu}+)(?=[\s,;:])/u,
    (_, first: string, rest: string) => first + rest.toLowerCase(),
  );
  return t.replace(/[,;:]$/, '.');
}
