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
    // Temporary folders: named per run, removed after each file, none left at the end (test/support/temp-dirs.ts).
    setupFiles: ['test/support/temp-cleanup.ts'],
    globalSetup: ['test/support/temp-run-setup.ts'],
  },
});
