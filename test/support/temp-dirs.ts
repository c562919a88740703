/**
 * The tests' temporary folders. Every one is made here, in the system's temp folder, named
 * `registry-{run}-{label}-XXXXXX`: `{run}` is this vitest run's id (temp-run-setup.ts), so a run
 * can tell its own folders from those of other runs on the same machine at the same time.
 *
 * Each folder made in a test file is removed after that file, also when its tests fail
 * (temp-cleanup.ts, a setup file whose `afterAll` runs after the file's own hooks, so servers
 * and child processes using the folder are stopped by then). What still remains when the run
 * ends fails the run (the global teardown in temp-run-setup.ts), and is removed.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { tempRunPrefix } from './temp-run-setup.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's id, for the names of its temporary folders. */
    tempRun: string;
  }
}

let run: string | undefined;
const made = new Set<string>();

/** The id of this run; outside a run with the global setup (a config without it), one of this process. */
function runId(): string {
  if (run !== undefined) return run;
  let provided: string | undefined;
  try {
    provided = inject('tempRun');
  } catch {
    // Not inside a vitest worker.
  }
  return (run = provided ?? `p${randomBytes(4).toString('hex')}`);
}

/** A new empty folder in the system's temp folder, removed after the test file at the latest. */
export function testTempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${tempRunPrefix(runId())}${label}-`));
  made.add(dir);
  return dir;
}

/** Removes a folder made by testTempDir now (a test that is done with it before its file ends). */
export function removeTestTempDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  made.delete(dir);
}

/** Removes every folder this test file made and has not removed yet. */
export function removeTestTempDirs(): void {
  for (const dir of made) removeTestTempDir(dir);
}
