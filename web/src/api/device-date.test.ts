import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every date the app stamps or treats as 'today' is the server's (server-clock.ts: serverToday,
 * serverNow), never the device's own: a phone whose clock is a day ahead must not answer a prayer
 * tomorrow. This guard reads the app's sources and refuses the ways of taking a day from the
 * device's clock; server-clock.ts alone reads it (to correct it).
 */
const FORBIDDEN: [RegExp, string][] = [
  [
    /\b(?:centralDate|centralMonth|latestPlanDate)\(\s*\)/,
    'the Central day of the device clock: serverToday()',
  ],
  [
    /\b(?:centralDate|centralMonth)\((?:[^()]|\(\))*new Date\(\s*\)/,
    'the Central day of the device clock: serverNow()',
  ],
  [
    /toISOString\(\)\s*\.\s*(?:(?:slice|substring|substr)\(\s*0\s*,\s*10\s*\)|split\(\s*['"`]T)/,
    "a UTC day (not the app's Central day): serverToday()",
  ],
  [/\bdayjs\(\s*\)/, 'the device clock: serverNow()'],
  [/\b\w+\s*(?::\s*Date\s*)?=\s*new Date\(\s*\)\s*[,)]/, "the device's now as a default: serverNow()"],
  [/\(\)\s*=>\s*new Date\(\s*\)/, "the device's now: serverNow()"],
];

const SRC = join(__dirname, '..');
const ALLOWED = new Set(['api/server-clock.ts']);
const SKIPPED = /\.test\.tsx?$|(^|\/)test-[^/]+\.tsx?$|^test\/|\/engine-tests\//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [relative(SRC, path)] : [];
  });
}

/** `file:line: code (what instead)` for each use of the device's own date. */
function deviceDates(file: string, code: string): string[] {
  return code.split('\n').flatMap((line, i) => {
    const text = line.trim();
    if (text.startsWith('//') || text.startsWith('*') || text.startsWith('/*')) return [];
    return FORBIDDEN.filter(([pattern]) => pattern.test(line)).map(
      ([, instead]) => `${file}:${i + 1}: ${text} (${instead})`,
    );
  });
}

describe("the device's own date", () => {
  it('is taken nowhere in the app: every day comes from the server-corrected clock', () => {
    const found = sources(SRC)
      .filter((file) => !ALLOWED.has(file) && !SKIPPED.test(file))
      .flatMap((file) => deviceDates(file, readFileSync(join(SRC, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('is recognised in each of its forms', () => {
    const code = [
      "const values = { answeredAt: centralDate(), testimony: '' };",
      'date: centralDate(deps.now?.() ?? new Date()),',
      'const day = new Date().toISOString().slice(0, 10);',
      "const day2 = stamp.toISOString().split('T')[0];",
      "const label = dayjs().format('YYYY-MM-DD');",
      'export function refreshDay(now: Date = new Date()): string {',
      'const [now, setNow] = useState(() => new Date());',
      '// centralDate() in a comment is fine',
      'const fine = centralDate(new Date(row.completedAt));',
    ].join('\n');
    expect(deviceDates('x.ts', code).map((f) => f.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
  });
});
