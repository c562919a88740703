import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { childEnv, createKeyWithCli, slowPatch } from '../support/child-server.js';
import { startProcess, stopProcess } from '../support/processes.js';

const run = promisify(execFile);

describe('production build', () => {
  it('npm run build compiles to dist/, and NODE_ENV=production npm start serves it without a TypeScript loader', async () => {
    await run('npm', ['run', 'build'], { cwd: path.resolve('.') });
    const env = await childEnv({ NODE_ENV: 'production' });
    // Exactly what `npm start` runs (package.json), node flags included.
    const [command, ...args] = (
      JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
    ).scripts.start
      .replace(/^exec /, '') // the shell npm runs it in gives way to node (signals reach it)
      .split(' ');
    expect(command).toBe('node');
    const child = await startProcess(command, args, /registry listening/, { env });
    try {
      const response = await fetch(`${env.REGISTRY_BASE_URL}/healthz`);
      expect(response.status).toBe(200);
      // Plain node with no loader flags: only compiled JavaScript can run in this process.
      const cmdline = fs.readFileSync(`/proc/${child.pid}/cmdline`, 'utf8');
      expect(cmdline.split('\0')).toEqual([command, ...args, '']);
      expect(args.filter((arg) => arg.startsWith('--'))).toEqual([
        '--initial-heap-size=64',
        '--max-semi-space-size=32',
      ]);
      expect(fs.existsSync('dist/cli.js')).toBe(true);
    } finally {
      await stopProcess(child);
    }
  }, 120_000);
});

/**
 * docs/azure-app-service.md starts the app with node itself on the built CLI: no npm or shell
 * stands between App Service's SIGTERM and the server.
 * The command is read from the guide, so the guide and this test cannot drift apart.
 */
describe("the Azure guide's startup command", () => {
  const guide = fs.readFileSync('docs/azure-app-service.md', 'utf8');
  const startupFile = /--startup-file "([^"]+)"/.exec(guide)?.[1] ?? '';

  it('is node with the flags `npm start` uses, on dist/cli.js', () => {
    const start = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
    expect(startupFile).toBe(start.replace(/^exec /, '').replace('scripts/start.mjs', 'dist/cli.js'));
  });

  it('drains an in-flight request on SIGTERM to exactly that process, then exits 0', async () => {
    await run('npm', ['run', 'build'], { cwd: path.resolve('.') });
    const env = await childEnv({ NODE_ENV: 'production' });
    const key = await createKeyWithCli(env, 'plugins:update');
    const [command, ...args] = startupFile.split(' ');
    const child = await startProcess(command, args, /registry listening/, { env });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      expect(fs.readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0')).toEqual([command, ...args, '']);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const inFlight = slowPatch(env.REGISTRY_BASE_URL!, key);
      await new Promise((r) => setTimeout(r, 300)); // the server has the request's headers
      child.kill('SIGTERM'); // the process itself, as App Service signals it; not its group
      await new Promise((r) => setTimeout(r, 300));
      await expect(fetch(`${env.REGISTRY_BASE_URL}/healthz`)).rejects.toThrow(); // no new connections
      inFlight.finish();
      const answer = await inFlight.answered;
      expect(answer.status).toBe(404); // the request ran to its real answer
      expect(await exited).toBe(0);
      expect(output).toContain('shutting down');
    } finally {
      await stopProcess(child);
    }
  }, 120_000);
});
