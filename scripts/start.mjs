#!/usr/bin/env node
/**
 * `npm start` / `npm run keys`: runs the compiled CLI from dist/. On a development machine it
 * first rebuilds when dist/ is missing or older than src/ or the spec, so a fresh clone just
 * works; in production (NODE_ENV=production) it never compiles: deploy a built dist/.
 * `--build` only builds (package.json's prepare: `npm install` leaves dist/ ready).
 *
 * The CLI runs in this very process (no child of its own), and package.json starts it with
 * `exec node ...`: npm runs a script in `sh -c`, and a SIGTERM that npm passed on to that shell
 * killed the shell only, leaving the server running as an orphan. With `exec` the shell becomes
 * node, so `kill -TERM` on npm's pid reaches the server, which finishes its requests and exits,
 * and npm exits with it (test/process/shutdown.test.ts).
 *
 * package.json starts it with `--initial-heap-size=64`: with V8's default heap sizing, some
 * runs fall into a full mark-compact every ~100 ms while uploads stream (about 150 per 200
 * uploads of 5 MiB, against 1-2 with the flag), which costs a third of the upload throughput
 * (measured with --trace-gc under `npm run bench`'s upload load).
 *
 * And with `--max-semi-space-size=32` (V8's default is 16 MiB on 64-bit): after a burst of
 * 1 000 update checks, kept answers under load ran with a scavenge every ~40 ms that promoted
 * the objects of the requests in flight (~4 MiB each time), so the old generation filled with
 * them and garbage collection took 15 % of the time instead of 8 %; kept answers lost a tenth
 * of their rate (`npm run bench`'s check-in step; --trace-gc). A larger young generation lets
 * those objects die young. It is reserved address space, committed only as it is used.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeVersionProblem } from './node-version.mjs';

// Before building: tsc would run, and the service then fail in ways that do not say why.
const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const entry = path.join(root, 'dist', 'cli.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entryName of fs.readdirSync(dir, { recursive: true })) {
    const stat = fs.statSync(path.join(dir, entryName));
    if (stat.isFile()) newest = Math.max(newest, stat.mtimeMs);
  }
  return newest;
}

/** Why dist/ must be built before starting, or undefined when it is up to date. */
function buildReason() {
  if (!fs.existsSync(entry)) return 'first start';
  const built = fs.statSync(entry).mtimeMs;
  return newestMtime(path.join(root, 'src')) > built ? 'src/ changed since the last build' : undefined;
}

// `npm install` builds dist/ once (package.json's prepare), so that the first `npm start` serves
// at once instead of compiling for seconds first.
if (process.argv[2] === '--build') {
  build('npm install');
  process.exit(0);
}

/** Why the operator console (dist/console, built by console/build.mjs) must be built, or undefined. */
function consoleBuildReason() {
  const page = path.join(root, 'dist', 'console', 'index.html');
  if (!fs.existsSync(page)) return 'not built yet';
  return newestMtime(path.join(root, 'console', 'src')) > fs.statSync(page).mtimeMs
    ? 'console/src changed since the last build'
    : undefined;
}

function buildConsole(reason) {
  console.error(`Building the console into dist/console (${reason})...`);
  const run = spawnSync(process.execPath, [path.join(root, 'console', 'build.mjs')], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (process.env.NODE_ENV === 'production') {
  if (!fs.existsSync(entry)) {
    console.error('dist/cli.js is missing: run `npm run build` before starting in production.');
    process.exit(1);
  }
} else {
  const reason = buildReason();
  if (reason) build(reason);
  // A checkout whose install skipped scripts (or an edited console) still opens /console.
  const consoleReason = fs.existsSync(path.join(root, 'console', 'src')) ? consoleBuildReason() : undefined;
  if (consoleReason) buildConsole(consoleReason);
}

function build(reason) {
  console.error(`Building dist/ (${reason})...`);
  const tsc = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(root, 'tsconfig.build.json')],
    { stdio: 'inherit' },
  );
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
  fs.utimesSync(entry, new Date(), new Date()); // tsc keeps unchanged outputs' times; mark this build
}

await import(entry);
