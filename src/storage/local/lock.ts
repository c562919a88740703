import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { StartupError } from '../../errors.js';

/**
 * One server per data dir: two would each sweep what they take for the other's half-written
 * files. The lock is SQLite's exclusive lock on `server.lock`, held by an open transaction for
 * the life of the process: an fcntl lock, which the kernel drops when the process ends however
 * it ends, so a crashed server never keeps the next one out. The holder's process id goes to
 * `server.lock.json` beside it, for the one line that tells a second server who holds the dir.
 * The `keys` CLI never takes it: SQLite itself serialises its writes with the server's.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const owner = path.join(dataDir, 'server.lock.json');
  const db = new Database(path.join(dataDir, 'server.lock'), { timeout: 0 });
  try {
    db.exec('BEGIN EXCLUSIVE');
  } catch (err) {
    db.close();
    if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err;
    throw new StartupError(
      `The data dir ${dataDir} is in use by ${holder(owner)}: stop that one first, or give this server its own REGISTRY_DATA_DIR.`,
    );
  }
  fs.writeFileSync(
    owner,
    `${JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString() })}\n`,
  );
  return {
    release() {
      fs.rmSync(owner, { force: true });
      db.close(); // ends the transaction, and with it the lock
    },
  };
}

/** Who holds the lock, as far as its owner file says (it is written just after the lock is taken). */
function holder(owner: string): string {
  try {
    const { pid, host, since } = JSON.parse(fs.readFileSync(owner, 'utf8')) as {
      pid: number;
      host: string;
      since: string;
    };
    return `registry process ${pid} (host ${host}, since ${since})`;
  } catch {
    return 'another registry process (starting up)';
  }
}
