import { defineConfig } from 'vitest/config';

/** Options every project shares (projects do not inherit the root's, which also holds the global setup). */
const common = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // expect.poll waits for what a browser or a server shows; its default second was too short on a
  // loaded 2-core run (the console's first list once took longer). A failing poll still fails.
  expect: { poll: { timeout: 15_000 } },
  // Removes the temporary folders a test file made, after it, pass or fail (test/support/temp-dirs.ts).
  setupFiles: 'test/support/temp-cleanup.ts',
} as const;

export default defineConfig({
  test: {
    ...common,
    // Two cores here: more workers only make the server-starting suites fight.
    maxWorkers: 2,
    // One in-memory Azurite for the whole run (about a second to start): the azure adapter's
    // conformance suite and the HTTP suite on azure need it. Chromium (from npm) is unpacked once, too.
    // First, the run's id for its temporary folders; its check that none is left runs last.
    globalSetup: ['test/support/temp-run-setup.ts', 'test/support/azurite-setup.ts', 'test/support/chromium-setup.ts'],
    projects: [
      { test: { ...common, name: 'registry', include: ['test/**/*.test.ts'] } },
      // The HTTP end-to-end suite once more, on the azure adapter (test/support/server.ts reads this).
      {
        test: {
          ...common,
          name: 'http-azure',
          include: ['test/http/**/*.test.ts'],
          // Links built on the service's (forwarded) address exist only where the service serves
          // downloads itself (local); Azure links point at Blob Storage.
          exclude: ['test/http/proxy.test.ts'],
          env: { REGISTRY_TEST_STORAGE: 'azure' },
        },
      },
    ],
  },
});
