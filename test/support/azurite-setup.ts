/**
 * Vitest global setup: one in-memory Azurite for the whole run, on ports the OS picks,
 * its connection string handed to tests through `provide` (read it with `azuriteConnectionString()`
 * from ./azure.ts). Tests isolate themselves with a random table and container each.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEV_ACCOUNT, DEV_KEY } from './azure-account.js';

const AZURITE = path.resolve('node_modules/.bin/azurite');
const START_TIMEOUT_MS = 30_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const args = [
    // --silent: no access log, which would fill the pipe nobody reads after start-up.
    '--inMemoryPersistence', '--disableTelemetry', '--silent',
    // storage-blob 12.32 sends an API version newer than Azurite 3.35 knows.
    '--skipApiVersionCheck',
    '--blobHost', '127.0.0.1', '--queueHost', '127.0.0.1', '--tableHost', '127.0.0.1',
    '--blobPort', '0', '--queuePort', '0', '--tablePort', '0',
  ];
  const child = spawn(AZURITE, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const ports = await listeningPorts(child);
  const endpoint = (port: number) => `http://127.0.0.1:${port}/${DEV_ACCOUNT}`;
  project.provide('azuriteConnectionString', [
    'DefaultEndpointsProtocol=http',
    `AccountName=${DEV_ACCOUNT}`,
    `AccountKey=${DEV_KEY}`,
    `BlobEndpoint=${endpoint(ports.blob)}`,
    `TableEndpoint=${endpoint(ports.table)}`,
  ].join(';') + ';');
  return () => stop(child);
}

/** Reads "Azurite Blob service is successfully listening at http://127.0.0.1:PORT" (and Table). */
function listeningPorts(child: ChildProcess): Promise<{ blob: number; table: number }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`Azurite did not start in ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const blob = /Blob service is successfully listening at http:\/\/[^:]+:(\d+)/.exec(output);
      const table = /Table service is successfully listening at http:\/\/[^:]+:(\d+)/.exec(output);
      if (blob && table) {
        clearTimeout(timer);
        child.stdout!.off('data', onData).resume();
        child.stderr!.off('data', onData).resume();
        child.off('exit', onExit);
        resolve({ blob: Number(blob[1]), table: Number(table[1]) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    const onExit = (code: number | null) => fail(new Error(`Azurite exited with ${code}:\n${output}`));
    child.once('error', fail);
    child.once('exit', onExit);
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
