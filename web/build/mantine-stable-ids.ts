import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** @mantine/hooks' index importing its own use-id module. */
const HOOKS_INDEX = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;

/**
 * Builds with Mantine's `useId` replaced by ours (src/ui/mantine-use-id.ts says why): the hooks
 * package's index imports `./use-id/use-id.mjs`, and every Mantine component takes `useId` from
 * that index. The development server's pre-bundled Mantine keeps its own (its ids change after
 * mount, as before).
 */
export function mantineStableIds(): Plugin {
  let replacement = '';
  return {
    name: 'reign:mantine-stable-ids',
    enforce: 'pre',
    configResolved(config) {
      replacement = resolve(config.root, 'src/ui/mantine-use-id.ts');
    },
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer && HOOKS_INDEX.test(importer)) return replacement;
      return null;
    },
  };
}
