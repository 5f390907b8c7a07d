// The import rules of .dependency-cruiser.cjs that keep server modules apart (`pnpm lint:imports`),
// run on a small tree of two modules (test/fixtures/module-boundaries) that breaks them.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;
const fixture = fileURLToPath(new URL('./fixtures/module-boundaries', import.meta.url));

async function violations() {
  const { output } = await cruise(['sync-server/src'], {
    baseDir: fixture,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
    tsPreCompilationDeps: true,
  });
  return (output as ICruiseResult).summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
    ...(v.cycle ? { cycle: v.cycle.map((step) => step.name) } : {}),
  }));
}

describe('server module boundaries', () => {
  it('refuses a cycle between two modules, and an import past a module’s index.ts', async () => {
    const found = await violations();
    const modules = 'sync-server/src/modules';
    expect(found).toContainEqual({
      rule: 'server-module-through-its-index',
      from: `${modules}/b/reaches-in.ts`,
      to: `${modules}/a/one.ts`,
    });
    // through the doors only: no file cycle, and still refused as a cycle of the two modules
    expect(found.filter((v) => v.rule === 'no-circular')).toEqual([]);
    expect(found.filter((v) => v.rule === 'no-server-module-cycle').map((v) => v.cycle)).toContainEqual([
      `${modules}/b`,
      `${modules}/a`,
    ]);
    // an import through the door is fine
    expect(found.filter((v) => v.rule === 'server-module-through-its-index')).toHaveLength(1);
  });
});
