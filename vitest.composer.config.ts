import { defineConfig } from 'vitest/config';

/**
 * The Composer repository driven by Debian's real `composer` (2.5.5): `npm run test:composer`
 * (CI runs it after installing Debian's composer package). Kept out of `npm test`, which needs
 * nothing from apt: its files end in `.composer.ts`, which `test/**\/*.test.ts` never matches.
 * Both storage adapters, the azure one on the Azurite that the global setup starts.
 */
const common = {
  include: ['test/composer/**/*.composer.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
  setupFiles: ['test/support/temp-cleanup.ts'],
};

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 1,
    globalSetup: ['test/support/temp-run-setup.ts', 'test/support/azurite-setup.ts'],
    projects: [
      { test: { ...common, name: 'composer-local' } },
      { test: { ...common, name: 'composer-azure', env: { REGISTRY_TEST_STORAGE: 'azure' } } },
    ],
  },
});
