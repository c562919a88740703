/**
 * `registry serve` starts the service; `registry keys create|list|revoke` manages API keys;
 * `registry audit` prints the audit trail; `registry export FILE` / `import FILE` carry a whole
 * registry across (registry/transfer); `registry advisories import FILE|URL` reads a security
 * advisory feed (registry/advisories/feeds).
 * Command output goes to stdout (a created key alone on its line); logs go to stderr.
 * Loaded by src/cli.ts once the Node version is known to be a supported one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateKey, parseScopes } from '../auth/api-keys.js';
import { allowanceColumns, parseAllowance } from '../registry/enrollment.js';
import { ConfigError, loadConfig } from '../config.js';
import { RegistryError, StartupError } from '../errors.js';
import { HELP, USAGE } from './help.js';
import { createLogger } from '../logger.js';
import { runFeedImport } from '../registry/advisories/feeds/run.js';
import { exportRegistry } from '../registry/transfer/export.js';
import { importRegistry } from '../registry/transfer/import.js';
import { releaseEvery } from './memory.js';
import { countsLine, fileProgress } from './progress.js';
import { auditTable } from '../present/audit.js';
import { type AuditFilters, readAudit } from '../registry/audit.js';
import { startServer } from '../server.js';
import { isRing } from '../packages/rules.js';
import { keyId } from '../packages/signature.js';
import { createStorage } from '../storage/index.js';

/** Changes made by the keys CLI are recorded as its own, with no request behind them. */
const CLI_STAMP = { actor: { cli: 'keys' as const }, requestId: null };

async function main(argv: string[]): Promise<number> {
  // Asked for, the help goes to stdout; no configuration, however bad, stands in its way.
  if (argv[0] === 'help' || argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(HELP);
    return 0;
  }
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const [command, sub, ...rest] = argv;
  if (command === 'serve') return serve(config);
  if (command === 'keys' && sub) return keys(config, sub, rest);
  if (command === 'audit') return audit(config, argv.slice(1));
  if (command === 'export' && sub && rest.length === 0) return exportTo(config, sub);
  if (command === 'import' && sub && rest.length === 0) return importFrom(config, sub);
  if (command === 'advisories' && sub === 'import' && rest.length === 1) return importAdvisories(config, rest[0]);
  process.stderr.write(`${USAGE}\n`);
  return 2;
}

async function serve(config: ReturnType<typeof loadConfig>): Promise<number> {
  const logger = createLogger(config.logLevel, 'stdout');
  const running = await startServer(config, logger);
  // Whether uploads must be signed, and by which keys (their ids: the keys themselves are long).
  const signingKeys = config.signingKeys.map(keyId);
  const signatures = signingKeys.length > 0 ? 'required' : 'not checked';
  logger.info(
    { url: config.baseUrl, port: running.server.address(), storage: config.storage, signatures, signingKeys },
    'registry listening',
  );
  logger.flush(); // now rather than with the next batch: supervisors and scripts wait for this line
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down: finishing in-flight requests');
      void running.close().then(() => logger.flush(() => process.exit(0)));
    });
  }
  return new Promise<number>(() => {}); // runs until a signal
}

/** `--composer-ring RING`: the ring whose staged versions the Composer repository lists to the key (DESIGN 16). */
function composerRingOf(ring: string | undefined): { composerRing?: string } {
  if (ring === undefined) return {};
  if (!isRing(ring))
    throw new RegistryError(
      'invalid_input',
      `--composer-ring "${ring}" is not a ring name: lower-case letters and digits, single hyphens between them, at most 40 characters.`,
    );
  return { composerRing: ring };
}

async function keys(config: ReturnType<typeof loadConfig>, sub: string, args: string[]): Promise<number> {
  const storage = await createStorage(config);
  try {
    switch (sub) {
      case 'create': {
        const { values } = parseArgs({
          args,
          options: {
            name: { type: 'string' },
            scope: { type: 'string', multiple: true },
            'site-url': { type: 'string' },
            sites: { type: 'string' },
            expires: { type: 'string' },
            approved: { type: 'boolean' },
            'composer-ring': { type: 'string' },
          },
        });
        if (!values.name || !values.scope?.length)
          throw new RegistryError('invalid_input', `keys create needs --name and at least one --scope.\n${USAGE}`);
        const scopes = parseScopes(values.scope);
        const enrollment = parseAllowance(scopes, {
          siteUrl: values['site-url'],
          sites: values.sites,
          expires: values.expires,
          approved: values.approved,
        });
        const composerRing = composerRingOf(values['composer-ring']);
        const { key, id, hash } = generateKey();
        await storage.keys.create(
          {
            id,
            name: values.name,
            hash,
            scopes,
            createdAt: new Date().toISOString(),
            ...(enrollment ? { enrollment } : {}),
            ...composerRing,
          },
          CLI_STAMP,
        );
        process.stderr.write(`Created API key ${id} (${values.name}). It is shown once; store it now:\n`);
        process.stdout.write(`${key}\n`);
        return 0;
      }
      case 'list': {
        // Tab-separated, one key a line under a header row: readable, and easy to cut or awk.
        process.stdout.write('id\tname\tscopes\tcreated\tstate\tallowance\tenrolled\texpires\n');
        const enrolled = await storage.sites.enrolledCounts();
        for (const key of await storage.keys.list()) {
          const scopes = Object.entries(key.scopes)
            .map(([scope, permissions]) => `${scope}:${permissions.join(',')}`)
            .join(' ');
          const state = key.revokedAt ? `revoked ${key.revokedAt}` : 'active';
          const row = [
            key.id,
            key.name,
            scopes,
            key.createdAt,
            state,
            ...allowanceColumns(key, enrolled.get(key.id) ?? 0),
          ];
          process.stdout.write(`${row.join('\t')}\n`);
        }
        return 0;
      }
      case 'revoke': {
        const [id] = args;
        if (!id) throw new RegistryError('invalid_input', `keys revoke needs a key id (see keys list).\n${USAGE}`);
        if (!(await storage.keys.revoke(id, CLI_STAMP)))
          throw new RegistryError('not_found', `No API key has the id ${id}.`);
        process.stderr.write(`Revoked ${id}.\n`);
        return 0;
      }
      default:
        process.stderr.write(`${USAGE}\n`);
        return 2;
    }
  } finally {
    await storage.close();
  }
}

/** Reads the configured storage as the keys commands do, through the same service GET /audit uses. */
async function audit(config: ReturnType<typeof loadConfig>, args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      type: { type: 'string' },
      slug: { type: 'string' },
      action: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
      page: { type: 'string', default: '1' },
      'per-page': { type: 'string', default: '50' },
    },
  });
  const page = positive('page', values.page);
  const perPage = positive('per-page', values['per-page']);
  const storage = await createStorage(config);
  try {
    const filters = values as AuditFilters;
    const { entries, total } = await readAudit(storage, filters, { offset: (page - 1) * perPage, limit: perPage });
    process.stdout.write(auditTable(entries));
    process.stderr.write(
      `${entries.length} of ${total} entries (page ${page} of ${Math.max(1, Math.ceil(total / perPage))}), newest first.\n`,
    );
    return 0;
  } finally {
    await storage.close();
  }
}

/** Beside a running server (the keys CLI's way): the snapshot is read while it serves. */
async function exportTo(config: ReturnType<typeof loadConfig>, file: string): Promise<number> {
  const storage = await createStorage(config);
  const progress = fileProgress();
  try {
    const counts = await exportRegistry(storage, path.resolve(file), {
      storageName: config.storage,
      onFile: (ref, totals) => progress.file('export', ref, totals),
      onChunk: releaseEvery(),
    });
    progress.stop();
    process.stdout.write(`exported ${countsLine(counts)} to ${file}; every archive with its SHA-384\n`);
    return 0;
  } finally {
    progress.stop();
    await storage.close();
  }
}

/** Locally with the data dir taken, as a server takes it: nothing may serve a half-imported registry. */
async function importFrom(config: ReturnType<typeof loadConfig>, file: string): Promise<number> {
  if (!fs.existsSync(file)) throw new RegistryError('not_found', `No file ${file}.`);
  const storage = await createStorage(config, { exclusive: true });
  const progress = fileProgress();
  try {
    const counts = await importRegistry(storage, path.resolve(file), {
      onFile: ({ phase, ref, totals }) => progress.file(phase, ref, totals),
      onChunk: releaseEvery(),
    });
    progress.stop();
    process.stdout.write(`imported ${countsLine(counts)}; all hashes verified\n`);
    return 0;
  } finally {
    progress.stop();
    await storage.close();
  }
}

/** Beside a running server, as the keys commands: each advisory is its own write, the server serves on. */
async function importAdvisories(config: ReturnType<typeof loadConfig>, feed: string): Promise<number> {
  const storage = await createStorage(config);
  try {
    const counts = await runFeedImport(storage, feed, {
      key: config.advisoryFeedKey,
      stamp: { actor: { cli: 'advisories' }, requestId: null },
    });
    process.stdout.write(
      `imported ${counts.source} advisories: ${counts.created} created, ${counts.updated} updated, ` +
        `${counts.unchanged} unchanged, ${counts.skipped} records about no package of this registry or its sites\n`,
    );
    return 0;
  } finally {
    await storage.close();
  }
}

function positive(option: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new RegistryError('invalid_input', `--${option} must be a whole number from 1.`);
  return n;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof ConfigError)
      process.stderr.write(`Configuration error:\n${err.problems.map((p) => `  ${p}`).join('\n')}\n`);
    else if (err instanceof RegistryError || err instanceof StartupError) process.stderr.write(`${err.message}\n`);
    else process.stderr.write(`registry: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
