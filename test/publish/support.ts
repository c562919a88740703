import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import yauzl from 'yauzl';
import { listenOnLoopback } from '../support/loopback.js';
import { testTempDir } from '../support/temp-dirs.js';

/** The committed bundle: tests run exactly what plugin pipelines download. */
export const BUNDLE = path.resolve('publish/registry-publish.mjs');

/** An empty folder holding only a copy of the bundle: nothing to import from but Node itself. */
export function bareFolder(): { dir: string; script: string } {
  const dir = testTempDir('publish-bare');
  const script = path.join(dir, 'registry-publish.mjs');
  fs.copyFileSync(BUNDLE, script);
  return { dir, script };
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the script with a bare `node` (this one) and only the environment given (plus PATH). */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  return runCommand(process.execPath, [script, ...args], env, path.dirname(script));
}

/** Runs a command with only the environment given, plus a PATH that finds this `node` first. */
export function runCommand(file: string, args: string[], env: Record<string, string>, cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      cwd,
      env: { PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}`, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs the bundle's `keygen` and reads its two lines: the private key (seed) and the public key. */
export async function keygen(bundle: string): Promise<{ privateKey: string; publicKey: string; stderr: string }> {
  const run = await runScript(bundle, ['keygen'], {});
  const match = /^EXTENSION_REGISTRY_SIGNING_KEY=(\S+)\npublic key: (\S+)\n$/.exec(run.stdout);
  if (run.code !== 0 || !match) throw new Error(`keygen failed (${run.code}):\n${run.stdout}\n${run.stderr}`);
  return { privateKey: match[1], publicKey: match[2], stderr: run.stderr };
}

/**
 * A pass-through HTTP proxy in front of the registry that counts the uploads it sees and can
 * answer the next uploads with 503 (as a busy registry or gateway does) without passing them on.
 */
export interface CountingProxy {
  url: string;
  /** POST requests that reached the proxy (answered by it or passed on). */
  uploads: number;
  /** How many of the next uploads get a 503 from the proxy itself. */
  fail503: number;
  /** How many of the next uploads reach the registry but get a 503 instead of its answer (a gateway that timed out). */
  lose: number;
  close(): Promise<void>;
}

export async function startCountingProxy(upstream: string): Promise<CountingProxy> {
  const target = new URL(upstream);
  const proxy: CountingProxy = { url: '', uploads: 0, fail503: 0, lose: 0, close: async () => {} };
  const server = http.createServer((req, res) => {
    if (req.method === 'POST') proxy.uploads++;
    if (req.method === 'POST' && proxy.fail503 > 0) {
      proxy.fail503--;
      // Read the whole body first: the client then reads the answer, never a reset.
      req.resume();
      req.on('end', () => {
        res.writeHead(503, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ status: 503, error: 503, messages: { error: 'Busy, try again.' } }));
      });
      return;
    }
    const lose = req.method === 'POST' && proxy.lose > 0;
    if (lose) proxy.lose--;
    // Answer the client once it has sent its whole request, as a gateway does: the registry may
    // answer a refused upload (401, 413) early and close, and passing that on at once would make
    // this proxy reset a client that is still sending, a retry the registry itself never causes.
    const sent = new Promise((resolve) => req.on('end', resolve));
    let answered = false;
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        if (lose) {
          answer.resume();
          return answer.on('end', () => res.writeHead(503).end('Gateway timeout, try again.'));
        }
        answered = true;
        // The registry has answered: the rest of the body is read here and dropped.
        req.unpipe(forward);
        forward.end();
        req.resume();
        const { connection: _connection, ...headers } = answer.headers;
        void sent.then(() => {
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
        });
      },
    );
    forward.on('error', () => answered || res.destroy());
    req.pipe(forward);
  });
  const listening = await listenOnLoopback(server);
  proxy.url = listening.url;
  proxy.close = listening.close;
  return proxy;
}

/** Every entry name in a ZIP, in archive order. */
export function zipEntryNames(zip: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err) return reject(err);
      const names: string[] = [];
      file.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        file.readEntry();
      });
      file.on('end', () => resolve(names));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

/** Writes a tree of files: `{ 'a/b.php': '<?php' }`. */
export function writeTree(root: string, files: Record<string, string>): void {
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), data);
  }
}

export const pluginMain = (name: string, version: string) =>
  `<?php\n/**\n * Plugin Name: ${name}\n * Version: ${version}\n * Requires at least: 6.2\n */\n`;
