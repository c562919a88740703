#!/usr/bin/env node
/**
 * The `registry` command. It checks the Node version before it loads anything else: on an
 * unsupported Node the native SQLite module may crash instead of saying what is wrong.
 */
import { nodeVersionProblem } from './cli/node-version.js';

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exitCode = 1;
} else {
  await import('./cli/commands.js');
}
