import { describe, expect, it } from 'vitest';
import { mantineStableIds } from './mantine-stable-ids';

describe('mantineStableIds', () => {
  it("puts our useId in place of the one @mantine/hooks' index imports, and nothing else", () => {
    const plugin = mantineStableIds();
    (plugin.configResolved as (config: { root: string }) => void)({ root: '/app/web' });
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    const index = '/x/node_modules/.pnpm/@mantine+hooks@9/node_modules/@mantine/hooks/esm/index.mjs';
    expect(resolve('./use-id/use-id.mjs', index)).toBe('/app/web/src/ui/mantine-use-id.ts');
    expect(resolve('./use-idle/use-idle.mjs', index)).toBeNull();
    expect(resolve('./use-id/use-id.mjs', '/x/src/other.ts')).toBeNull();
    expect(resolve('./use-id/use-id.mjs')).toBeNull();
  });
});
