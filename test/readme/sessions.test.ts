import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startProcess, stopProcess } from '../support/processes.js';
import { testTempDir } from '../support/temp-dirs.js';

/**
 * The README's sessions, run as written, in order, as a new user on a fresh clone would: every
 * fenced `sh` block of README.md goes through bash in one session (a key exported by one block
 * is used by the next), in a copy of the repository with nothing built and no data, against a
 * registry started there with `npm start` and a mock started with Prism, as the README says.
 *
 * The README's first session after the key moves to a scratch folder (`cd "$(mktemp -d)"`):
 * the example packages are written there, never into the clone, and the later blocks (the
 * publish script included) run there too. docs/front-end.md's sessions run after them, in the
 * clone, as in a front-end project that has TypeScript (the client generator needs it).
 *
 * What differs from a reader's terminal, and why:
 * - The ports: the server and the mock listen on free ports, and `localhost:8080` and
 *   `localhost:4010` in the blocks are replaced by them (the machine runs other tests at once).
 * - curl fails on an HTTP error status (`--fail-with-body`), so a block whose request the
 *   registry refuses fails here, unless the request asks the mock for that error itself
 *   (`Prefer: code=4xx`).
 * - A block right after `<!-- readme-sessions: skip (reason) -->` is not run: the
 *   "Two commands" block (this test is `npm test`'s, and it starts the server itself) and the
 *   zip + curl publishing recipe (it zips the folder it runs in, a plugin's own repository).
 */

const README = fs.readFileSync('README.md', 'utf8');
const FRONT_END = fs.readFileSync('docs/front-end.md', 'utf8');
const SKIP = /<!-- readme-sessions: skip[^>]*-->\s*$/;

interface Block {
  line: number;
  code: string;
}

/** The fenced `sh` blocks of the README, with the line each starts on, minus the skipped ones. */
function shellBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const match of markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    if (SKIP.test(markdown.slice(0, match.index))) continue;
    blocks.push({ line: markdown.slice(0, match.index).split('\n').length, code: match[1] });
  }
  return blocks;
}

/** A fresh clone as far as the server is concerned: sources and spec copied, no dist/, no data/. */
function freshCopy(): string {
  const dir = testTempDir('readme');
  for (const entry of [
    'package.json',
    'tsconfig.json',
    'tsconfig.build.json',
    'scripts',
    'src',
    'openapi',
    'publish',
  ]) {
    fs.cpSync(entry, path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** Runs in front of the blocks: strict bash, curl failing on HTTP errors, and which block failed. */
const PRELUDE = `set -euo pipefail
curl() {
  case " $* " in
    *"Prefer: code=4"*|*"Prefer: code=5"*) command curl -sS "$@" ;;
    *) command curl -sS --fail-with-body "$@" ;;
  esac
}
trap 'echo "README.md block at line $README_LINE failed: $BASH_COMMAND" >&2' ERR
`;

function script(blocks: Block[], serverPort: number, mockPort: number, file = 'README.md'): string {
  const body = blocks.map(
    ({ line, code }) =>
      `README_LINE=${line}\n${code.replaceAll('localhost:8080', `localhost:${serverPort}`).replaceAll('localhost:4010', `localhost:${mockPort}`)}`,
  );
  // Where the sessions ended up: the scratch folder they moved to.
  return `${PRELUDE.replace('README.md', file)}${body.join('\n')}\necho "SESSIONS-DONE-IN=$PWD"\n`;
}

/** The clone's own files and folders (`git status` would show anything new here). */
const rootEntries = (dir: string) => fs.readdirSync(dir).sort();

function bash(
  text: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', text], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the README, followed on a fresh clone', () => {
  let dir: string;
  let server: ChildProcess;
  let mock: ChildProcess;
  let serverOutput = '';
  let env: NodeJS.ProcessEnv;
  let ports: { server: number; mock: number };

  beforeAll(async () => {
    dir = freshCopy();
    ports = { server: await freePort(), mock: await freePort() };
    // The README's environment: nothing set but the port; the data go to ./data of the copy.
    env = { ...process.env, PORT: String(ports.server) };
    for (const name of Object.keys(env))
      if (name.startsWith('REGISTRY_') || name.startsWith('AZURE_')) delete env[name];
    [server, mock] = await Promise.all([
      startProcess('npm', ['start'], /registry listening/, {
        env,
        cwd: dir,
        timeoutMs: 120_000,
        onOutput: (text) => (serverOutput += text),
      }),
      startProcess(
        path.resolve('node_modules/.bin/prism'),
        ['mock', 'openapi/registry.yaml', '-p', String(ports.mock)],
        /Prism is listening/,
        { cwd: dir, timeoutMs: 120_000 },
      ),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([server && stopProcess(server), mock && stopProcess(mock)]);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('npm start on a fresh clone builds dist/ first, and says so', () => {
    expect(serverOutput).toContain('Building dist/ (first start)...');
  });

  it('has the sessions to run: keys, a scratch folder, plugins, themes, publishing; the client generator and the mock in docs/front-end.md', () => {
    const code = shellBlocks(README)
      .map((b) => b.code)
      .join('\n');
    for (const step of [
      'keys -- create',
      'cd "$(mktemp -d)"',
      'zip -qr',
      '-F plugin=@',
      '-F theme=@',
      'registry-publish.mjs',
      '--skip-existing',
    ])
      expect(code).toContain(step);
    const frontEnd = shellBlocks(FRONT_END)
      .map((b) => b.code)
      .join('\n');
    for (const step of ['openapi-ts', 'localhost:4010']) expect(frontEnd).toContain(step);
  });

  it('runs every fenced sh block in order in one scratch folder, each one succeeds, and nothing is written into the clone', async () => {
    const before = rootEntries(dir);
    const result = await bash(script(shellBlocks(README), ports.server, ports.mock), dir, env);
    expect(
      result.stderr.match(/README\.md block at line \d+ failed.*/)?.[0] ?? null,
      `${result.stdout}\n${result.stderr}`,
    ).toBeNull();
    expect(result.code).toBe(0);
    const scratch = /SESSIONS-DONE-IN=(.*)/.exec(result.stdout)?.[1];
    expect(scratch).toBeDefined();
    try {
      expect(path.resolve(scratch!)).not.toBe(path.resolve(dir));
      expect(rootEntries(dir)).toEqual(before);
      // What the blocks' comments promise.
      expect(result.stdout).toContain(`{"Author":"Registry","Author URI":"http://localhost:${ports.server}"}`);
      expect(fs.statSync(path.join(scratch!, 'acme-forms.zip')).size).toBeGreaterThan(0); // the signed download
      expect(result.stdout).toMatch(/^acme-forms$/m); // --skip-existing printed the package record: jq .slug
      expect(serverOutput).toContain('"status":201');
    } finally {
      fs.rmSync(scratch!, { recursive: true, force: true });
    }
  }, 180_000);

  it("runs docs/front-end.md's sh blocks in the clone, as in a front-end project: the generated client, the mock", async () => {
    const result = await bash(script(shellBlocks(FRONT_END), ports.server, ports.mock, 'docs/front-end.md'), dir, env);
    expect(
      result.stderr.match(/docs\/front-end\.md block at line \d+ failed.*/)?.[0] ?? null,
      `${result.stdout}\n${result.stderr}`,
    ).toBeNull();
    expect(result.code).toBe(0);
    expect(fs.existsSync(path.join(dir, 'src/registry-client/index.ts'))).toBe(true); // the generated client
  }, 180_000);
});
