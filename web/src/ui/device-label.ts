/**
 * A browser named roughly from its User-Agent, as a person would say it ('Chrome on Android',
 * 'Safari on iPhone'): enough to recognise one of their own devices. Unknown parts are left out.
 * A few patterns, not a parsing library: the answer is a hint for a person, never a decision.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (patterns: readonly [RegExp, string][], text: string) =>
  patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** The browser and the system a User-Agent names (null for a part it does not name). */
export function deviceOf(userAgent: string | null | undefined): {
  browser: string | null;
  system: string | null;
} {
  const text = userAgent ?? '';
  return { browser: first(BROWSERS, text), system: first(SYSTEMS, text) };
}
