import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkFiles, importedModules, orderEntries, type ViteManifest, WARM_LIST } from './precache-order';

const manifest: ViteManifest = {
  'src/data/mutations.ts': { file: 'assets/mutations.js', imports: ['_schemas.js'] },
  'src/app/NotificationsHost.tsx': { file: 'assets/NotificationsHost.js', css: ['assets/Host.css'] },
  'src/features/goals/GoalsTab.tsx': { file: 'assets/GoalsTab.js', imports: ['_schemas.js', '_Box.js'] },
  '_schemas.js': { file: 'assets/schemas.js' },
  '_Box.js': { file: 'assets/Box.js' },
  'src/features/admin/AdminPage.tsx': { file: 'assets/AdminPage.js' },
};

describe('the offline-first precache order', () => {
  it("reads the warm list's literal imports as the build's module keys", () => {
    const code = `const WARM = [() => import('../data/mutations'), () => import('./NotificationsHost'),
      () => import('../features/goals/GoalsTab'), () => import('../features/nowhere')];`;
    expect(importedModules(code, WARM_LIST, manifest)).toEqual([
      'src/data/mutations.ts',
      'src/app/NotificationsHost.tsx',
      'src/features/goals/GoalsTab.tsx',
    ]);
  });

  it("takes each module's chunk, its stylesheets and the chunks it imports, once each", () => {
    expect(
      chunkFiles(manifest, [
        'src/data/mutations.ts',
        'src/app/NotificationsHost.tsx',
        'src/features/goals/GoalsTab.tsx',
      ]),
    ).toEqual([
      'assets/schemas.js',
      'assets/mutations.js',
      'assets/Host.css',
      'assets/NotificationsHost.js',
      'assets/Box.js',
      'assets/GoalsTab.js',
    ]);
  });

  it('puts those files first and keeps the rest in their order', () => {
    const entries = [
      'index.html',
      'assets/AdminPage.js',
      'assets/GoalsTab.js',
      'assets/a.css',
      'assets/Box.js',
    ].map((url) => ({ url, revision: null }));
    expect(orderEntries(entries, ['assets/Box.js', 'assets/GoalsTab.js']).map((e) => e.url)).toEqual([
      'assets/Box.js',
      'assets/GoalsTab.js',
      'index.html',
      'assets/AdminPage.js',
      'assets/a.css',
    ]);
  });

  it('every import of the real warm list names a module of the app', () => {
    const code = readFileSync(join(__dirname, '..', WARM_LIST), 'utf8');
    const specs = [...code.matchAll(/import\('(\.[^']+)'\)/g)];
    expect(specs.length).toBeGreaterThan(5);
    const sources: ViteManifest = {};
    for (const ext of ['.ts', '.tsx']) {
      for (const [, spec = ''] of specs) {
        const key = join('src/app', spec) + ext;
        try {
          readFileSync(join(__dirname, '..', key));
          sources[key] = { file: key };
        } catch {
          // the other extension
        }
      }
    }
    expect(importedModules(code, WARM_LIST, sources)).toHaveLength(specs.length);
  });
});
