import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { testTempDir } from './temp-dirs.js';

const run = promisify(execFile);
const CLI = path.resolve('src/cli.ts');
const TSX = path.resolve('node_modules/.bin/tsx');

/**
 * The registry's command line through tsx, on a data folder of its own for the tests around the
 * call (made before them, removed after). A run that exits non-zero rejects with its `code` and
 * `stderr`.
 */
export function useCli(prefix: string) {
  let dataDir = '';
  beforeAll(() => {
    dataDir = testTempDir(prefix);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  /** Runs the CLI with `args`, `env` added to this process's environment. */
  const cliWith = (env: Record<string, string>, ...args: string[]) =>
    run(TSX, [CLI, ...args], { env: { ...process.env, REGISTRY_DATA_DIR: dataDir, ...env } });
  return { cli: (...args: string[]) => cliWith({}, ...args), cliWith, dataDir: () => dataDir };
}
