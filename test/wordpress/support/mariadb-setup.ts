/**
 * Vitest global setup of `npm run test:wordpress`: one private MariaDB for the whole run (its own
 * data folder and socket, no TCP port), its socket handed to the test files through `provide`.
 * Each throwaway site creates a database of its own in it (support/site.ts), so the files share
 * the server's start-up instead of paying it each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMariaDb } from './mariadb.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-wp-mariadb-'));
  try {
    const db = await startMariaDb(dir);
    project.provide('wordpressMariaDbSocket', db.socket);
    return async () => {
      await db.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}
