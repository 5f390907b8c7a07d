import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync, type types as t } from '@babel/core';
import { describe, expect, it } from 'vitest';

// The source-level half of 'no English on a Spanish screen' (the render tests, spanish-screens*,
// find the catalogue's English shown in Spanish; this finds words that never reached the catalogue):
// no component writes a person-facing English text straight into its JSX, as a text child or as an
// accessible name (aria-label, title, placeholder, label, description, alt), outside `<Trans>`.

const SRC = join(import.meta.dirname, '..');
const NAMED_PROPS = new Set(['aria-label', 'title', 'placeholder', 'label', 'description', 'alt']);

/** Words that are the same in every language: names, the app's own, scripture references. */
const SAME_IN_EVERY_LANGUAGE = [
  /^Reign$/,
  /^REIGN$/,
  /^(Matthew )?Henry$/,
  /^\(?[A-Z]{1,4}\)?$/, // letters of the REIGN steps, translation abbreviations (WEB, KJV)
  /^(\d\s?)?[A-Z][a-z]+ \d+(:\d+)?$/, // a reference used as an example ('John 3:16')
];

/** Whether a text holds a word a person reads (two letters or more) that is not the same everywhere. */
const isWords = (text: string) => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return /\p{L}{2,}/u.test(trimmed) && !SAME_IN_EVERY_LANGUAGE.some((same) => same.test(trimmed));
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });

/** The bare English of one file: `line: text` for each. */
function bareEnglish(code: string, filename: string): string[] {
  const ast = parseSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['jsx', 'typescript'] },
  });
  const found: string[] = [];
  const visit = (node: t.Node | null | undefined, inTrans: boolean): void => {
    if (!node || typeof node !== 'object') return;
    let trans = inTrans;
    if (node.type === 'JSXElement') {
      const name = node.openingElement.name;
      if (name.type === 'JSXIdentifier' && name.name === 'Trans') trans = true;
    }
    if (!trans && node.type === 'JSXText' && isWords(node.value))
      found.push(`${node.loc?.start.line}: ${node.value.trim()}`);
    if (
      node.type === 'JSXAttribute' &&
      node.name.type === 'JSXIdentifier' &&
      NAMED_PROPS.has(node.name.name) &&
      node.value?.type === 'StringLiteral' &&
      isWords(node.value.value)
    )
      found.push(`${node.loc?.start.line}: ${node.name.name}="${node.value.value}"`);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      if (Array.isArray(value)) for (const child of value) visit(child as t.Node, trans);
      else if (value && typeof value === 'object' && 'type' in value) visit(value as t.Node, trans);
    }
  };
  visit(ast?.program, false);
  return found;
}

describe('no bare English in the components', () => {
  it('finds English written straight into JSX (the check works)', () => {
    const code =
      'export const A = () => <div title="Close it"><b>Save now</b><Trans>Kept</Trans>Reign</div>;';
    expect(bareEnglish(code, 'a.tsx')).toEqual(['1: title="Close it"', '1: Save now']);
  });

  it('every text a component shows goes through the catalogue', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const bare = files.flatMap((file) =>
      bareEnglish(readFileSync(file, 'utf8'), file).map((found) => `${relative(SRC, file)}:${found}`),
    );
    expect(bare).toEqual([]);
  });
});
