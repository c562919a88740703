import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { copyDatabase, sql, startMariaDb } from './mariadb.js';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

/** Debian 12's `wordpress` package (6.1), used in place: only wp-config.php and wp-content are the site's own. */
export const WORDPRESS = '/usr/share/wordpress/';
/** The must-use plugin under test, straight from the repository. */
export const MU_PLUGIN = path.resolve(here, '../../../wordpress/extension-registry.php');
const DRIVER = path.resolve(here, '../fixtures/driver.php');
const RECORDER = path.resolve(here, '../fixtures/org-recorder.php');
const ROUTER = path.resolve(here, '../fixtures/router.php');

export interface RunOptions {
  /** Environment for this run; `WPT_REGISTRY_URL`/`WPT_REGISTRY_KEY` become the two constants, `WPT_REGISTRY_RING` the optional ring, `WPT_SIGNING_KEYS` (unless empty) EXTENSION_REGISTRY_SIGNING_KEYS. */
  env?: Record<string, string>;
  /** Load the must-use plugin under test (default) or only the test's recorder. */
  withMuPlugin?: boolean;
  installing?: boolean;
}

export interface RunResult<T> {
  result: T;
  /** Everything PHP printed besides the result: warnings and notices would show here. */
  output: string;
  /** Lines PHP's error_log() wrote during the run. */
  errorLog: string[];
}

/** One line of the HTTP log the recorder writes: a request to api.wordpress.org, or one that went out. */
export type HttpLogEntry =
  { org: string; body: Record<string, string> | null } | { sent: string; method: string; status: number | string };

export interface WordPressSite {
  dir: string;
  pluginsDir: string;
  themesDir: string;
  /** Runs a PHP scenario inside WordPress (`wpt_result($x)` reports `$x`). */
  php<T = unknown>(code: string, options?: RunOptions): Promise<RunResult<T>>;
  /** What the recorder wrote since the last call, and starts a new log. */
  takeHttpLog(): HttpLogEntry[];
  /**
   * Copies the site's database into a new one and returns the environment a run needs to be that
   * copy at `home` (`WPT_DB_NAME`, `WPT_HOME`): a staging clone sharing the site's files.
   */
  cloneAt(home: string): Promise<Record<string, string>>;
  /**
   * Serves the site over HTTP at `home` (`http://127.0.0.1:{port}`) with `php -S`, as a web server
   * would (errors logged, not displayed), with the environment a run gets; runs must then pass
   * `WPT_HOME: home`. An `env` naming another `WPT_HOME` keeps that one as the site's home URL (a
   * site behind a proxy: its administration screens without a change of identity). `ini` sets PHP settings of the server (`-d name=value`). Answers a function
   * that stops the server.
   */
  serve(home: string, env?: Record<string, string>, ini?: Record<string, string>): Promise<() => Promise<void>>;
  /** Sets what api.wordpress.org answers, by path (`plugins/update-check`, `themes/update-check`, ...). */
  setOrgAnswers(answers: Record<string, unknown>): void;
  stop(): Promise<void>;
}

const RESULT = '@@RESULT@@';

/**
 * A throwaway WordPress in `dir`: a database of its own (in the run's private MariaDB, which
 * support/mariadb-setup.ts starts, else in one started here), wp-config.php, wp-content with the
 * must-use plugin under test and the recorder, installed with wp_install().
 */
export async function createWordPressSite(dir: string): Promise<WordPressSite> {
  const shared = inject('wordpressMariaDbSocket');
  const own = shared ? undefined : await startMariaDb(path.join(dir, 'db'));
  const socket = shared ?? own!.socket;
  const database = `wordpress_${randomBytes(6).toString('hex')}`;
  const databases = [database];
  const stopDb = async () => {
    if (own) await own.stop();
    else for (const name of databases) await sql(socket, `DROP DATABASE IF EXISTS \`${name}\``);
  };
  try {
    await sql(socket, `CREATE DATABASE \`${database}\``);
    const content = path.join(dir, 'wp-content');
    for (const sub of ['plugins', 'themes', 'mu-plugins', 'mu-plugins-bare', 'upgrade', 'uploads'])
      fs.mkdirSync(path.join(content, sub), { recursive: true });
    fs.copyFileSync(MU_PLUGIN, path.join(content, 'mu-plugins', 'extension-registry.php'));
    fs.copyFileSync(RECORDER, path.join(content, 'mu-plugins', 'org-recorder.php'));
    fs.copyFileSync(RECORDER, path.join(content, 'mu-plugins-bare', 'org-recorder.php'));
    const httpLog = path.join(dir, 'http.log');
    const orgAnswers = path.join(dir, 'org-answers.json');
    fs.writeFileSync(orgAnswers, '{}');
    const config = path.join(dir, 'wp-config.php');
    fs.writeFileSync(config, wpConfig(socket, content, database));

    let runs = 0;
    const baseEnv = (options: RunOptions) => ({
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      WPT_HTTP_LOG: httpLog,
      WPT_ORG_ANSWERS: orgAnswers,
      WPT_MU_DIR: path.join(content, options.withMuPlugin === false ? 'mu-plugins-bare' : 'mu-plugins'),
      ...(options.installing ? { WPT_INSTALLING: '1' } : {}),
      ...options.env,
    });
    const site: WordPressSite = {
      dir,
      pluginsDir: path.join(content, 'plugins'),
      themesDir: path.join(content, 'themes'),
      async php<T>(code: string, options: RunOptions = {}) {
        runs += 1;
        const script = path.join(dir, `scenario-${runs}.php`);
        const errorLog = path.join(dir, `error-${runs}.log`);
        fs.writeFileSync(script, `<?php\n${code}\n`);
        const env = baseEnv(options);
        // E_ALL shown on stdout, as a careless server would print them into a page.
        const { stdout, stderr } = await run(
          'php',
          [
            '-d',
            'error_reporting=E_ALL',
            '-d',
            'display_errors=1',
            '-d',
            'log_errors=1',
            '-d',
            `error_log=${errorLog}`,
            '-d',
            'memory_limit=256M',
            DRIVER,
            config,
            script,
          ],
          { env, maxBuffer: 16 * 1024 * 1024 },
        ).catch((err: { stdout?: string; stderr?: string; message: string }) => {
          throw new Error(`PHP failed: ${err.message}\n${err.stdout ?? ''}\n${err.stderr ?? ''}`);
        });
        const at = stdout.lastIndexOf(RESULT);
        if (at < 0) throw new Error(`the scenario reported no result:\n${stdout}\n${stderr}`);
        const line = stdout.slice(at + RESULT.length).split('\n')[0];
        const output = (stdout.slice(0, at) + stdout.slice(at + RESULT.length + line.length) + stderr).trim();
        const logged = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').split('\n').filter(Boolean) : [];
        return { result: JSON.parse(line) as T, output, errorLog: logged };
      },
      takeHttpLog() {
        if (!fs.existsSync(httpLog)) return [];
        const lines = fs.readFileSync(httpLog, 'utf8').split('\n').filter(Boolean);
        fs.rmSync(httpLog);
        return lines.map((line) => JSON.parse(line) as HttpLogEntry);
      },
      async cloneAt(home) {
        const clone = `${database}_clone${databases.length}`;
        databases.push(clone);
        await copyDatabase(socket, database, clone);
        return { WPT_DB_NAME: clone, WPT_HOME: home };
      },
      async serve(home, env = {}, ini = {}) {
        const { host } = new URL(home);
        const server = spawn(
          'php',
          [
            '-d',
            'display_errors=0',
            '-d',
            'log_errors=1',
            '-d',
            `error_log=${path.join(dir, 'served-error.log')}`,
            ...Object.entries(ini).flatMap(([name, value]) => ['-d', `${name}=${value}`]),
            '-S',
            host,
            ROUTER,
          ],
          {
            env: {
              WPT_HOME: home,
              ...baseEnv({ env }),
              WPT_CONFIG: config,
              WPT_DEBUG_DISPLAY: '0',
              PHP_CLI_SERVER_WORKERS: '2',
            },
            stdio: 'ignore',
            // A process group of its own: the workers it forks are stopped with it (stopGroup).
            detached: true,
          },
        );
        const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
        // SIGTERM to the server alone leaves its workers running: the whole group is stopped.
        const stopGroup = () => {
          try {
            process.kill(-server.pid!, 'SIGTERM');
          } catch {
            // already gone
          }
        };
        // Ready when it answers (any status).
        for (let tries = 0; ; tries += 1) {
          const up = await fetch(`${home}/wp-login.php`).then(
            () => true,
            () => false,
          );
          if (up) break;
          if (tries > 100 || server.exitCode !== null) {
            stopGroup();
            throw new Error('php -S did not start');
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return async () => {
          stopGroup();
          await exited;
        };
      },
      setOrgAnswers(answers) {
        fs.writeFileSync(orgAnswers, JSON.stringify(answers));
      },
      stop: stopDb,
    };

    const installed = await site.php<{ installed: boolean }>(
      `
      require_once ABSPATH . 'wp-admin/includes/upgrade.php';
      wp_install( 'Throwaway', 'admin', 'admin@wp.test', false, '', 'password' );
      wpt_result( array( 'installed' => is_blog_installed() ) );
    `,
      { installing: true, withMuPlugin: false },
    );
    if (!installed.result.installed) throw new Error(`wp_install() did not install:\n${installed.output}`);
    return site;
  } catch (err) {
    await stopDb();
    throw err;
  }
}

/** The site's wp-config.php; the registry's two constants come from the environment, so a run can leave them out. */
function wpConfig(socket: string, content: string, database: string): string {
  const php = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return `<?php
define( 'DB_NAME', getenv( 'WPT_DB_NAME' ) ?: ${php(database)} );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', ${php(`localhost:${socket}`)} );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
$table_prefix = 'wp_';
// The site's own address is not the registry's: loopback passes WordPress's safe-URL check only through the must-use plugin.
define( 'WP_HOME', getenv( 'WPT_HOME' ) ?: 'http://wp.test' );
define( 'WP_SITEURL', getenv( 'WPT_HOME' ) ?: 'http://wp.test' );
define( 'WP_CONTENT_DIR', ${php(content)} );
define( 'WP_CONTENT_URL', 'http://wp.test/wp-content' );
define( 'WPMU_PLUGIN_DIR', getenv( 'WPT_MU_DIR' ) );
define( 'FS_METHOD', 'direct' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', '0' !== getenv( 'WPT_DEBUG_DISPLAY' ) ); // Served over HTTP: logged, as on a live site.
define( 'DISABLE_WP_CRON', true );
if ( false !== getenv( 'WPT_REGISTRY_URL' ) ) {
	define( 'EXTENSION_REGISTRY_URL', getenv( 'WPT_REGISTRY_URL' ) );
}
if ( false !== getenv( 'WPT_REGISTRY_KEY' ) ) {
	define( 'EXTENSION_REGISTRY_KEY', getenv( 'WPT_REGISTRY_KEY' ) );
}
if ( '' !== (string) getenv( 'WPT_SIGNING_KEYS' ) ) {
	define( 'EXTENSION_REGISTRY_SIGNING_KEYS', getenv( 'WPT_SIGNING_KEYS' ) );
}
if ( false !== getenv( 'WPT_REGISTRY_RING' ) ) {
	define( 'EXTENSION_REGISTRY_RING', getenv( 'WPT_REGISTRY_RING' ) );
}
define( 'ABSPATH', ${php(WORDPRESS)} );
require_once ABSPATH . 'wp-settings.php';
`;
}
