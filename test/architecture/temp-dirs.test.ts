/**
 * Every temporary folder of the tests comes from test/support/temp-dirs.ts, which names it for
 * the run and removes it after its file, pass or fail; the run's teardown fails on any folder of
 * the run still there. A folder made any other way would escape both: this finds such a maker.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ALLOWED = new Set([
  'test/support/temp-dirs.ts',
  'test/support/temp-run-setup.ts',
  'test/architecture/temp-dirs.test.ts', // this file names them
  // A global setup runs outside the test files (no file's cleanup applies): it removes its own folder.
  'test/wordpress/support/mariadb-setup.ts',
]);
const MAKERS = /\bmkdtemp(Sync)?\s*\(|\btmpdir\s*\(/;

it('no test file makes a temporary folder but through testTempDir', () => {
  const files = (fs.readdirSync('test', { recursive: true }) as string[])
    .map((file) => path.join('test', file).split(path.sep).join('/'))
    .filter((file) => /\.(ts|mjs|js)$/.test(file) && !ALLOWED.has(file));
  expect(files.length).toBeGreaterThan(50);
  const makers = files.filter((file) => MAKERS.test(fs.readFileSync(file, 'utf8')));
  expect(makers).toEqual([]);
});
