import { defineConfig } from 'vitest/config';

/**
 * Long reliability runs kept out of `npm test`: `npm run test:stress` (CI runs it too).
 * Their files end in `.stress.ts`, which the default `test/**\/*.test.ts` include never matches.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.stress.ts'],
    testTimeout: 600_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
