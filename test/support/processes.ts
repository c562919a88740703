import { type ChildProcess, spawn } from 'node:child_process';

export { freePort } from './free-port.js';

/**
 * Processes started here run in a process group of their own (`detached`), and every signal goes
 * to the whole group: `tsx src/cli.ts` is a wrapper around the real server process, and killing
 * only the wrapper would leave the server running (and holding its port) after the test.
 */
const running = new Set<ChildProcess>();

// Detached groups do not get the terminal's Ctrl-C: whatever is still running when this test
// process exits goes with it.
process.once('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
});

/** Sends `signal` to the child's process group, or to the child alone if it leads none (not started here). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // ESRCH: no such group (the child was not started detached, or the group is gone).
    child.kill(signal);
  }
}

/** Starts a process and resolves once its output matches `ready`; rejects if it exits or times out first. */
export function startProcess(
  command: string,
  args: string[],
  ready: RegExp,
  options: { env?: NodeJS.ProcessEnv; timeoutMs?: number; cwd?: string; onOutput?: (text: string) => void } = {},
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: options.env ?? process.env,
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    let output = '';
    const timer = setTimeout(() => {
      signalGroup(child, 'SIGKILL');
      reject(new Error(`${command} did not get ready in time:\n${output}`));
    }, options.timeoutMs ?? 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      options.onOutput?.(chunk.toString());
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', (err) => {
      clearTimeout(timer);
      running.delete(child);
      reject(err);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      running.delete(child);
      // The leader is gone; anything it left in its group goes too.
      signalGroup(child, 'SIGKILL');
      reject(new Error(`${command} exited with ${code}:\n${output}`));
    });
  });
}

/** SIGTERM to the process group, then SIGKILL if the process has not gone after `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    signalGroup(child, 'SIGKILL');
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  running.delete(child);
}
