import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkFiles, OFFLINE_FIRST_MODULES, orderEntries, type ViteManifest } from './offline-first';

const manifest: ViteManifest = {
  'src/data/mutations.ts': { file: 'assets/mutations.js', imports: ['_schemas.js'] },
  'src/app/NotificationsHost.tsx': { file: 'assets/NotificationsHost.js', css: ['assets/Host.css'] },
  'src/features/goals/GoalsTab.tsx': { file: 'assets/GoalsTab.js', imports: ['_schemas.js', '_Box.js'] },
  '_schemas.js': { file: 'assets/schemas.js' },
  '_Box.js': { file: 'assets/Box.js' },
  'src/features/admin/AdminPage.tsx': { file: 'assets/AdminPage.js' },
};

describe('the chunks of a first offline edit', () => {
  it("are each module's chunk, its stylesheets and the chunks it imports, once each", () => {
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

  it('fail the build when a module of the list is no chunk of its own', () => {
    expect(() => chunkFiles(manifest, ['src/features/goals/GoalCard.tsx'])).toThrow(
      'src/features/goals/GoalCard.tsx (OFFLINE_FIRST_MODULES) is no chunk of its own',
    );
  });

  it('come first in the precache, the rest in their order', () => {
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

  it("are modules of the app's", () => {
    for (const module of OFFLINE_FIRST_MODULES)
      expect(existsSync(join(__dirname, '..', module)), module).toBe(true);
  });
});
