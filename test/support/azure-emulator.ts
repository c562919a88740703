/**
 * Azurite as a child process on ports the OS picks: the global in-memory instance
 * (azurite-setup.ts) and the OAuth/HTTPS one of the identity tests (azure-oauth.ts).
 * There is no supported programmatic API (`main` is the VS Code extension): the ports are read
 * from its "successfully listening" lines.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const AZURITE = path.resolve('node_modules/.bin/azurite');
const START_TIMEOUT_MS = 30_000;

export interface Azurite {
  blobPort: number;
  tablePort: number;
  /** `http` or `https` (with `--cert`). */
  protocol: string;
  stop(): Promise<void>;
}

/**
 * Starts Azurite on loopback with free ports, silent (the access log would fill a pipe nobody
 * reads), without telemetry, accepting the API version storage-blob 12.32 sends (newer than
 * Azurite 3.35 knows), plus `args` (persistence, `--oauth`, `--cert`...).
 */
export async function startAzurite(args: string[]): Promise<Azurite> {
  const child = spawn(
    AZURITE,
    [
      '--disableTelemetry',
      '--silent',
      '--skipApiVersionCheck',
      '--blobHost',
      '127.0.0.1',
      '--queueHost',
      '127.0.0.1',
      '--tableHost',
      '127.0.0.1',
      '--blobPort',
      '0',
      '--queuePort',
      '0',
      '--tablePort',
      '0',
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const listening = await listeningPorts(child);
  return { ...listening, stop: () => stop(child) };
}

/** Reads "Azurite Blob service is successfully listening at http://127.0.0.1:PORT" (and Table). */
function listeningPorts(child: ChildProcess): Promise<{ blobPort: number; tablePort: number; protocol: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`Azurite did not start in ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const blob = /Blob service is successfully listening at (https?):\/\/[^:]+:(\d+)/.exec(output);
      const table = /Table service is successfully listening at https?:\/\/[^:]+:(\d+)/.exec(output);
      if (blob && table) {
        clearTimeout(timer);
        child.stdout!.off('data', onData).resume();
        child.stderr!.off('data', onData).resume();
        child.off('exit', onExit);
        resolve({ protocol: blob[1], blobPort: Number(blob[2]), tablePort: Number(table[1]) });
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
