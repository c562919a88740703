import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, startProcess } from './processes.js';
import { testTempDir } from './temp-dirs.js';

const TSX = path.resolve('node_modules/.bin/tsx');
const CLI = path.resolve('src/cli.ts');

export interface ChildServer {
  process: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
}

/** The environment of a registry process on a free port with its own data dir. */
export async function childEnv(overrides: Record<string, string> = {}): Promise<NodeJS.ProcessEnv> {
  const port = await freePort();
  // Removed after the test file (temp-dirs.ts), once its processes are stopped.
  const dataDir = overrides.REGISTRY_DATA_DIR ?? testTempDir('child');
  return {
    ...process.env,
    PORT: String(port),
    REGISTRY_BASE_URL: `http://127.0.0.1:${port}`,
    REGISTRY_DATA_DIR: dataDir,
    ...overrides,
  };
}

/** `registry serve` as a real child process, resolved once it logs that it listens. */
export async function startChildServer(env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const child = await startProcess(TSX, [CLI, 'serve'], /registry listening/, { env });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { process: child, url: env.REGISTRY_BASE_URL!, output: () => output };
}

/** Runs `registry keys create` against the same environment and returns the key. */
export async function createKeyWithCli(env: NodeJS.ProcessEnv, ...scopes: string[]): Promise<string> {
  const args = [CLI, 'keys', 'create', '--name', 'child', ...scopes.flatMap((s) => ['--scope', s])];
  const { stdout } = await promisify(execFile)(TSX, args, { env });
  return stdout.trim();
}

/**
 * A PATCH that is in flight until the caller says so: sends the headers and part of the JSON
 * body now, the rest on `finish()`. Shutdown tests signal the server in between.
 */
export function slowPatch(url: string, key: string) {
  const body = JSON.stringify({ release_notes: 'finishing after SIGTERM' });
  const request = http.request(`${url}/plugins/acme/versions/1.0.0`, {
    method: 'PATCH',
    headers: { 'X-API-KEY': key, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (c) => (text += c));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return { finish: () => request.end(body.slice(10)), answered };
}
