import { defineConfig } from 'vitest/config';

/** Only the benchmarks (web/bench); `pnpm --filter @reign/web bench`. */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    benchmark: { include: ['bench/**/*-bench.ts'] },
  },
});
