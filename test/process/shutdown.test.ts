import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/raw-http.js';
import { childEnv, createKeyWithCli, slowPatch, startChildServer } from '../support/child-server.js';

describe('SIGTERM', () => {
  it('lets an in-flight request finish, refuses new connections, then exits 0', async () => {
    const env = await childEnv();
    const key = await createKeyWithCli(env, 'plugins:update');
    const server = await startChildServer(env);
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));

    const inFlight = slowPatch(server.url, key);
    await new Promise((r) => setTimeout(r, 300)); // the server has the request's headers
    server.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));

    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow(); // no new connections
    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status).toBe(404); // the request ran to its real answer
    expect(JSON.parse(answer.body)).toEqual({ status: 404, error: 404, messages: { error: 'Not Found' } });
    expect(await exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 60_000);

  it("`npm start` stops when only npm gets it (kill -TERM on npm's pid): nothing of it keeps running", async () => {
    const env = await childEnv();
    // Started here, not with startProcess (which kills the group once its leader exits, and so
    // would clean up exactly what this test looks for). Detached: npm leads a group of its own.
    const npm = spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const group = npm.pid!;
    const members = () =>
      fs
        .readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .filter((pid) => {
          try {
            // The fields after the command's closing parenthesis: state, ppid, pgrp, ...
            const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
            return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === group;
          } catch {
            return false; // gone meanwhile
          }
        });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      // Builds dist/ first when src/ is newer: allow for a compile on a loaded machine.
      const listening = await eventually(
        () => output,
        (text) => /registry listening/.test(text),
        150_000,
      );
      expect(listening).toMatch(/registry listening/);
      expect(members().length).toBeGreaterThan(1); // npm and the server (and whatever runs between)
      const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
      process.kill(group, 'SIGTERM'); // npm's pid only, as `kill -TERM` on it does
      await exited;
      expect(await eventually(members, (left) => left.length === 0, 10_000)).toEqual([]);
      await expect(fetch(`${env.REGISTRY_BASE_URL}/healthz`)).rejects.toThrow();
    } finally {
      try {
        process.kill(-group, 'SIGKILL'); // whatever is left of it
      } catch {
        // ESRCH: nothing left
      }
      fs.rmSync(env.REGISTRY_DATA_DIR!, { recursive: true, force: true });
    }
  }, 200_000);
});
