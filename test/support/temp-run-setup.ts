/**
 * Vitest global setup: gives the run an id for the names of its temporary folders
 * (temp-dirs.ts), and at the end checks that the tests removed every one of them. Other runs on
 * the same machine (their own ids) are never looked at. Leftovers are removed, and fail the run.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** The start of the names of a run's temporary folders (temp-dirs.ts). */
export function tempRunPrefix(run: string): string {
  return `registry-${run}-`;
}

export default function setup(project: TestProject): () => void {
  const run = randomBytes(6).toString('hex');
  project.provide('tempRun', run);
  return () => {
    const prefix = tempRunPrefix(run);
    const left = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(prefix));
    for (const name of left) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    if (left.length > 0)
      throw new Error(
        `The tests left ${left.length} temporary folder(s) of this run behind (now removed): ${left.join(', ')}`,
      );
  };
}
