import { execFile, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startProcess, stopProcess } from '../../support/processes.js';

const run = promisify(execFile);

declare module 'vitest' {
  export interface ProvidedContext {
    /** The socket of the run's private MariaDB (support/mariadb-setup.ts). */
    wordpressMariaDbSocket: string;
  }
}

/** A private MariaDB: its own data folder and socket, no TCP port; the system instance is never touched. */
export interface PrivateMariaDb {
  /** The Unix socket WordPress connects through (`DB_HOST` = `localhost:<socket>`). */
  socket: string;
  /** Creates an empty database. */
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** The first of these that exists: Debian 12 ships both names. */
function binary(...names: string[]): string {
  for (const name of names) {
    for (const dir of ['/usr/sbin', '/usr/bin']) {
      const candidate = path.join(dir, name);
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  throw new Error(`none of ${names.join(', ')} is installed (apt-get install mariadb-server)`);
}

/** Installs a data folder under `dir` and starts mariadbd on it, as the current user. */
export async function startMariaDb(dir: string): Promise<PrivateMariaDb> {
  const dataDir = path.join(dir, 'data');
  const socket = path.join(dir, 'mysqld.sock');
  const user = process.getuid?.() === 0 ? ['--user=root'] : [];
  // `normal`: root logs in with an empty password (the throwaway site's only account), not by Unix socket identity.
  await run(binary('mariadb-install-db', 'mysql_install_db'), [
    '--no-defaults',
    `--datadir=${dataDir}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    ...user,
  ]);
  const server: ChildProcess = await startProcess(
    binary('mariadbd', 'mysqld'),
    [
      '--no-defaults',
      `--datadir=${dataDir}`,
      `--socket=${socket}`,
      `--pid-file=${path.join(dir, 'mysqld.pid')}`,
      '--skip-networking',
      '--innodb-buffer-pool-size=32M',
      ...user,
    ],
    /ready for connections/,
    { timeoutMs: 60_000 },
  );
  return {
    socket,
    createDatabase: (name) => sql(socket, `CREATE DATABASE \`${name}\``),
    stop: () => stopProcess(server, 10_000),
  };
}

/** Copies database `from` into a new database `to` (mariadb-dump into mariadb), as a staging clone is made. */
export async function copyDatabase(socket: string, from: string, to: string): Promise<void> {
  await sql(socket, `CREATE DATABASE \`${to}\``);
  const { stdout } = await run(
    binary('mariadb-dump', 'mysqldump'),
    ['--no-defaults', `--socket=${socket}`, '--user=root', from],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  await new Promise<void>((resolve, reject) => {
    const child = execFile(
      binary('mariadb', 'mysql'),
      ['--no-defaults', `--socket=${socket}`, '--user=root', to],
      (err: Error | null) => (err ? reject(err) : resolve()),
    );
    child.stdin!.end(stdout);
  });
}

/** Runs one SQL statement as root on the server behind `socket`. */
export async function sql(socket: string, statement: string): Promise<void> {
  await run(binary('mariadb', 'mysql'), ['--no-defaults', `--socket=${socket}`, '--user=root', '-e', statement]);
}
