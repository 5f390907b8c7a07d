import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, startChunks } from './compile-hints';

const chunk = (fileName: string, extra: object = {}) => ({ type: 'chunk' as const, fileName, ...extra });

describe('compileHints', () => {
  const bundle = [
    chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js', 'assets/shared.js'] }),
    chunk('assets/react.js'),
    chunk('assets/shared.js'),
    chunk('assets/HomePage.js', { facadeModuleId: '/w/src/Home.tsx', imports: ['assets/audio.js'] }),
    chunk('assets/audio.js', { imports: ['assets/shared.js'] }),
    chunk('assets/AdminPage.js', { facadeModuleId: '/w/src/Admin.tsx', imports: ['assets/table.js'] }),
    chunk('assets/table.js'),
    { type: 'asset' as const, fileName: 'assets/index.css' },
  ];

  it('takes the entry, the pages every start runs and what they import; never a lazy page', () => {
    const names = startChunks(bundle, ['/w/src/Home.tsx'])
      .map((c) => c.fileName)
      .sort();
    expect(names).toEqual([
      'assets/HomePage.js',
      'assets/audio.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  it('finds a module that went into a shared chunk, and refuses one that is in none', () => {
    const shared = [...bundle, chunk('assets/common.js', { moduleIds: ['/w/src/Layer.tsx'] })];
    expect(startChunks(shared, ['/w/src/Layer.tsx']).map((c) => c.fileName)).toContain('assets/common.js');
    expect(() => startChunks(bundle, ['/w/src/Gone.tsx'])).toThrow(/no chunk holds/);
  });

  it('puts the hint on the first line of the written files and keeps their source maps true', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    try {
      writeFileSync(join(dir, 'index.js'), 'import"./x.js";\nrun();\n');
      writeFileSync(join(dir, 'index.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }));
      writeFileSync(join(dir, 'lazy.js'), 'later();\n');
      writeFileSync(join(dir, 'tiny.js'), 'x();\n');
      const plugin = compileHints([], 'import"./x.js";\nrun();\n'.length);
      (plugin.configResolved as (c: { root: string }) => void)({ root: dir });
      const write = plugin.writeBundle as (o: { dir: string }, b: object) => void;
      const written = {
        'index.js': chunk('index.js', { isEntry: true, imports: ['tiny.js'] }),
        'tiny.js': chunk('tiny.js'),
        'lazy.js': chunk('lazy.js'),
      };
      write({ dir }, written);
      write({ dir }, written); // a second pass adds nothing
      expect(readFileSync(join(dir, 'index.js'), 'utf8')).toBe(`${COMPILE_HINT}\nimport"./x.js";\nrun();\n`);
      expect(JSON.parse(readFileSync(join(dir, 'index.js.map'), 'utf8')).mappings).toBe(';AAAA;AACA');
      expect(readFileSync(join(dir, 'lazy.js'), 'utf8')).toBe('later();\n');
      // a start file below the size is left as it is
      expect(readFileSync(join(dir, 'tiny.js'), 'utf8')).toBe('x();\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
