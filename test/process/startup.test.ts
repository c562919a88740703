import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../src/cli/node-version.js';
// @ts-expect-error: a plain ES module of scripts/, no declarations
import { nodeVersionProblem as startScriptProblem } from '../../scripts/node-version.mjs';
import { childEnv, startChildServer } from '../support/child-server.js';
import { stopProcess } from '../support/processes.js';
import { eventually } from '../support/raw-http.js';

/**
 * What a person meets when the service cannot start, or asks how: each ends with one line (no
 * stack trace) and exit 1, or, for --help, the usage on stdout and exit 0. Each test starts CLI
 * processes, a few seconds each on a loaded machine: hence the longer timeouts.
 */
const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const CLI = path.resolve('src/cli.ts');

/** Runs the CLI to its end; never throws on a non-zero exit. */
async function cli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(TSX, [CLI, ...args], { env, timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({
      code: err.code,
      stdout: err.stdout,
      stderr: err.stderr,
    }),
  );
}

const stopped: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(stopped.map((stop) => stop()));
});

describe('one process per data dir (local adapter)', () => {
  it('a second server on the same data dir exits 1 with one line naming the process that holds it; the keys CLI still works', async () => {
    const env = await childEnv();
    const first = await startChildServer(env);
    stopped.push(() => stopProcess(first.process));
    const second = await cli(['serve'], { ...env, PORT: '0' });
    expect(second.code).toBe(1);
    const lines = second.stderr.trim().split('\n');
    expect(lines, second.stderr).toHaveLength(1);
    expect(lines[0]).toContain(env.REGISTRY_DATA_DIR!);
    // The holder is the real server process: the child of tsx's wrapper, in the started group.
    const holder = /process (\d+)/.exec(lines[0])?.[1];
    expect(holder, lines[0]).toBeDefined();
    expect(fs.readFileSync(`/proc/${holder}/cmdline`, 'utf8')).toContain('cli.ts');
    // The keys CLI shares the dir and takes no lock.
    const keys = await cli(['keys', 'list'], env);
    expect(keys.code, keys.stderr).toBe(0);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200); // the first one serves on
  }, 120_000);

  it('a crashed server (SIGKILL, no clean close) does not keep the next one out', async () => {
    const env = await childEnv();
    const crashed = await startChildServer(env);
    const exited = new Promise((resolve) => crashed.process.once('exit', resolve));
    process.kill(-crashed.process.pid!, 'SIGKILL'); // the whole group: tsx's wrapper and the server
    await exited;
    // The server process is gone once its port no longer answers.
    await eventually(
      () =>
        fetch(`${crashed.url}/healthz`).then(
          () => false,
          () => true,
        ),
      (gone) => gone,
    );
    const next = await startChildServer(env);
    stopped.push(() => stopProcess(next.process));
    expect((await fetch(`${next.url}/healthz`)).status).toBe(200);
  }, 120_000);
});

describe('start-up failures are one line', () => {
  it('a port already in use: exit 1 and one line naming the port, no stack trace', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const result = await cli(['serve'], await childEnv({ PORT: String(port) }));
      expect(result.code).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines, result.stderr).toHaveLength(1);
      expect(lines[0]).toContain(String(port));
      expect(lines[0]).toMatch(/in use/);
      expect(result.stdout).toBe('');
    } finally {
      blocker.close();
    }
  }, 60_000);
});

describe('HOST, the address to listen on', () => {
  it('listens there alone: another loopback address of the same port is refused', async () => {
    const env = await childEnv({ HOST: '127.0.0.2' });
    env.REGISTRY_BASE_URL = `http://127.0.0.2:${env.PORT}`;
    const child = await startChildServer(env);
    stopped.push(() => stopProcess(child.process));
    expect((await fetch(`http://127.0.0.2:${env.PORT}/healthz`)).status).toBe(200);
    await expect(fetch(`http://127.0.0.1:${env.PORT}/healthz`)).rejects.toThrow();
  }, 60_000);

  it('refuses one that is not an address of this machine, or no address at all, in one line', async () => {
    const absent = await cli(['serve'], await childEnv({ HOST: '192.0.2.1' }));
    expect(absent.code).toBe(1);
    expect(absent.stderr.trim()).toBe(
      'HOST 192.0.2.1 is not an address of this machine: set HOST to one of its addresses, or unset it.',
    );
    const malformed = await cli(['serve'], await childEnv({ HOST: 'not an address' }));
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('HOST must be an IP address or a host name to listen on');
  }, 60_000);
});

describe('registry --help', () => {
  const configFiles = ['src/config.ts', 'src/config/azure-access.ts', 'src/config/sign-in.ts'];
  const variables = [
    ...new Set(
      configFiles.flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/'((?:REGISTRY|AZURE)_[A-Z_]+|PORT|HOST|LOG_LEVEL)'/g)].map(
          (m) => m[1],
        ),
      ),
    ),
  ];

  it.each(['--help', '-h', 'help', 'serve --help'])(
    '%s prints the usage and every environment variable the service reads on stdout, exit 0',
    async (flags) => {
      expect(variables.length).toBeGreaterThan(15); // the scan found the variables
      // A bad configuration does not stand between a person and the help.
      const result = await cli(flags.split(' '), { ...process.env, PORT: 'not-a-port' });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain('registry serve');
      expect(result.stdout).toContain('registry keys create');
      for (const name of variables) expect(result.stdout, name).toContain(name);
    },
    60_000,
  );

  it('an unknown command still prints the usage on stderr with exit 2', async () => {
    const result = await cli(['frobnicate'], process.env);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('registry serve');
  }, 60_000);
});

describe('an unsupported Node', () => {
  const versions: [string, boolean][] = [
    ['20.19.0', false],
    ['22.0.0', false],
    ['22.18.0', false],
    ['22.19.0', true],
    ['22.30.1', true],
    ['23.11.0', false],
    ['24.0.0', true],
    ['24.21.0', true],
    ['25.1.0', false],
    ['18.20.4', false],
  ];
  const engines = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;

  it.each(versions)(
    'Node %s supported: %s (the CLI and scripts/start.mjs agree, one line naming what works and how to get it)',
    (version, supported) => {
      expect(engines).toBe('^22.19.0 || ^24.0.0'); // the rule the table follows
      for (const check of [nodeVersionProblem, startScriptProblem as (v: string) => string | undefined]) {
        const problem = check(version);
        if (supported) {
          expect(problem).toBeUndefined();
        } else {
          expect(problem).toContain(version);
          expect(problem).toMatch(/22\.19/);
          expect(problem).toMatch(/24/);
          expect(problem).toContain('https://nodejs.org');
          expect(problem!.split('\n')).toHaveLength(1);
        }
      }
    },
  );

  // The machine's own Node, where it is an unsupported one (Debian's Node 20 here).
  const systemNode = ['/usr/bin/node', '/bin/node'].find((file) => fs.existsSync(file));
  const systemVersion = systemNode
    ? spawnSync(systemNode, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim()
    : '';
  it.runIf(systemNode && nodeVersionProblem(systemVersion))(
    `npm start and the CLI on Node ${systemVersion} stop with that one line and exit 1`,
    () => {
      for (const args of [
        ['scripts/start.mjs', 'serve'],
        ['node_modules/tsx/dist/cli.mjs', 'src/cli.ts', 'serve'],
      ]) {
        const result = spawnSync(systemNode!, args, {
          encoding: 'utf8',
          env: { ...process.env, PORT: '0', REGISTRY_DATA_DIR: '/nonexistent/never-created' },
        });
        expect(result.status, result.stderr).toBe(1);
        expect(result.stderr.trim()).toBe(nodeVersionProblem(systemVersion));
        expect(result.stdout).toBe('');
      }
    },
    60_000,
  );
});
