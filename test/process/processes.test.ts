/**
 * startProcess/stopProcess end the whole process tree, as `tsx src/cli.ts` needs: the wrapper
 * here is a parent that neither forwards signals nor waits, so only a signal to its process group
 * reaches the grandchild (the real server, in the tsx case).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startProcess, stopProcess } from '../support/processes.js';

/** A parent that starts a long-running child, prints its pid, and then ignores SIGTERM itself. */
const PARENT = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
process.on('SIGTERM', () => {});
console.log('grandchild ' + child.pid);
setInterval(() => {}, 1000);
`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pid: number, timeoutMs = 5_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

describe('test processes', () => {
  it('on a start-up timeout, kills the grandchild too', async () => {
    const started = startProcess(process.execPath, ['-e', PARENT], /never printed/, { timeoutMs: 1_500 });
    const err = await started.then(
      () => undefined,
      (e: Error) => e,
    );
    const pid = Number(/grandchild (\d+)/.exec(err?.message ?? '')?.[1]);
    expect(pid).toBeGreaterThan(0);
    expect(await gone(pid)).toBe(true);
  });

  it('stopProcess ends the grandchild too (SIGTERM to the group, then SIGKILL after the grace period)', async () => {
    const child = await startProcess(process.execPath, ['-e', PARENT], /grandchild \d+/);
    // The ready line was consumed by startProcess; read the pid from the group instead.
    const pid = await grandchildOf(child.pid!);
    expect(alive(pid)).toBe(true);
    await stopProcess(child, 500);
    expect(child.signalCode).toBe('SIGKILL'); // the parent ignored SIGTERM
    expect(await gone(pid)).toBe(true);
  });
});

/** The one other process in `pgid`'s group (Linux: /proc). */
async function grandchildOf(pgid: number): Promise<number> {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === pgid) continue;
    try {
      // Fields after the command name: state ppid pgrp ...
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error(`no other process in group ${pgid}`);
}
