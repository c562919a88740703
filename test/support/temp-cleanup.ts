/**
 * Setup file of every test file: removes the temporary folders the file made (temp-dirs.ts)
 * once its tests and hooks are done, pass or fail. Hooks run in stack order, so this `afterAll`,
 * registered before any of the file's own, runs after them all.
 */
import { afterAll } from 'vitest';
import { removeTestTempDirs } from './temp-dirs.js';

afterAll(() => removeTestTempDirs());
