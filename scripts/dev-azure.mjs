#!/usr/bin/env node
/**
 * `npm run dev:azure`: the registry from source (restarting on change, as `npm run dev`) on the
 * azure adapter, against Azurite, the Azure Storage emulator, keeping its data in ./data/azurite.
 * Ctrl-C stops the server first (it finishes in-flight requests), then Azurite.
 *
 * Azurite listens on its usual ports, blob 10000 and table 10002 (queue: any free port; the
 * registry does not use it). AZURITE_BLOB_PORT / AZURITE_TABLE_PORT change them; 0 picks free ones.
 * The server takes the usual variables (PORT, REGISTRY_*, .env); this script sets REGISTRY_STORAGE
 * and AZURE_STORAGE_CONNECTION_STRING (Azurite's well-known development account).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const location = path.join(root, 'data', 'azurite');
// Azurite's development account: public, documented by Microsoft, never a real secret.
const DEV_ACCOUNT = 'devstoreaccount1';
const DEV_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

const port = (name, fallback) => {
  const raw = process.env[name] ?? String(fallback);
  if (!/^\d+$/.test(raw) || Number(raw) > 65535)
    fail(`${name} must be a port number (0 for a free one); got "${raw}".`);
  return raw;
};

function fail(message) {
  process.stderr.write(`dev:azure: ${message}\n`);
  process.exit(1);
}

/** Children run in process groups of their own, so Ctrl-C reaches only this script, which stops them in order. */
const children = new Set();
function start(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
function signal(child, sig) {
  try {
    process.kill(-child.pid, sig);
  } catch {
    // already gone
  }
}
/**
 * `sig` to the child itself (tsx watch passes it on to the server exactly once; a second one would
 * cut the server's graceful shutdown short), its whole group killed if it has not exited in time.
 */
function stopped(child, sig, graceMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => signal(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      signal(child, 'SIGKILL'); // anything the child left behind in its group
      resolve();
    });
    child.kill(sig);
  });
}
process.on('exit', () => {
  for (const child of children) signal(child, 'SIGKILL');
});

fs.mkdirSync(location, { recursive: true });
const azurite = start(
  bin('azurite'),
  [
    '--location',
    location,
    '--blobHost',
    '127.0.0.1',
    '--tableHost',
    '127.0.0.1',
    '--queueHost',
    '127.0.0.1',
    '--blobPort',
    port('AZURITE_BLOB_PORT', 10000),
    '--tablePort',
    port('AZURITE_TABLE_PORT', 10002),
    '--queuePort',
    '0',
    // storage-blob 12.32 sends an API version newer than Azurite 3.35 knows.
    '--skipApiVersionCheck',
    '--disableTelemetry',
    // No access log: the server logs every request already.
    '--silent',
  ],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);

const ports = await new Promise((resolve) => {
  let output = '';
  const onData = (chunk) => {
    output += chunk.toString();
    const blob = /Blob service is successfully listening at http:\/\/[^:]+:(\d+)/.exec(output);
    const table = /Table service is successfully listening at http:\/\/[^:]+:(\d+)/.exec(output);
    if (blob && table) {
      azurite.off('exit', onExit);
      resolve({ blob: blob[1], table: table[1] });
    }
  };
  const onExit = (code) => {
    const hint = /EADDRINUSE/.test(output)
      ? '\nA port is taken (another Azurite?). Stop it, or use free ports: AZURITE_BLOB_PORT=0 AZURITE_TABLE_PORT=0 npm run dev:azure'
      : '';
    fail(`Azurite exited (${code}) before it was ready:\n${output.trim()}${hint}`);
  };
  azurite.stdout.on('data', onData);
  azurite.stderr.on('data', onData);
  azurite.once('exit', onExit);
});
// Later output (errors, shutdown: --silent leaves out the access log) goes to the terminal, marked.
const marked = (chunk) => process.stderr.write(chunk.toString().replace(/^(?=.)/gm, '[azurite] '));
azurite.stdout.removeAllListeners('data').on('data', marked);
azurite.stderr.removeAllListeners('data').on('data', marked);

const endpoint = (p) => `http://127.0.0.1:${p}/${DEV_ACCOUNT}`;
const connectionString =
  `DefaultEndpointsProtocol=http;AccountName=${DEV_ACCOUNT};AccountKey=${DEV_KEY};` +
  `BlobEndpoint=${endpoint(ports.blob)};TableEndpoint=${endpoint(ports.table)};`;
process.stderr.write(
  `dev:azure: Azurite blob ${endpoint(ports.blob)}, table ${endpoint(ports.table)}, data in ${path.relative(root, location)}/\n` +
    `dev:azure: for \`npm run keys\` on this storage, in another terminal:\n` +
    `  export REGISTRY_STORAGE=azure AZURE_STORAGE_CONNECTION_STRING='${connectionString}'\n`,
);

// The connection string is the one way in; identity variables from the shell would conflict with it.
const env = { ...process.env, REGISTRY_STORAGE: 'azure', AZURE_STORAGE_CONNECTION_STRING: connectionString };
for (const name of ['AZURE_STORAGE_ACCOUNT_NAME', 'AZURE_STORAGE_BLOB_URL', 'AZURE_STORAGE_TABLE_URL'])
  delete env[name];
// No stdin: a process outside the terminal's foreground group that reads it would be stopped (SIGTTIN).
const server = start(bin('tsx'), ['watch', '--clear-screen=false', 'src/cli.ts', 'serve'], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stopped(server, 'SIGINT', 15_000);
  await stopped(azurite, 'SIGTERM', 5_000);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
server.once('exit', (code) => {
  if (!stopping) process.stderr.write(`dev:azure: the server exited (${code}); stopping Azurite.\n`);
  void stop(code ?? 1);
});
azurite.once('exit', (code) => {
  if (!stopping) process.stderr.write(`dev:azure: Azurite exited (${code}); stopping the server.\n`);
  void stop(1);
});
