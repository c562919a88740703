import { defineConfig } from 'vitest/config';

/**
 * The must-use plugin on a real, throwaway WordPress: `npm run test:wordpress` (CI runs it too).
 * Needs Debian's wordpress, mariadb-server, php-cli, php-mysql, php-curl and php-zip packages,
 * so it is kept out of `npm test`: its files end in `.wp.ts`, which `test/**\/*.test.ts` never matches.
 */
export default defineConfig({
  test: {
    include: ['test/wordpress/**/*.wp.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    // Temporary folders: named per run, removed after each file, none left at the end (test/support/temp-dirs.ts).
    setupFiles: ['test/support/temp-cleanup.ts'],
    // First the run's id for its temporary folders (its check runs last); then one private MariaDB
    // for the run, each site getting a database of its own in it.
    globalSetup: ['test/support/temp-run-setup.ts', 'test/wordpress/support/mariadb-setup.ts'],
  },
});
