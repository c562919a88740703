import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { screenshotFileName } from '../new-version.js';
import type { AdapterStorage, DownloadResolver } from '../types.js';
import { ArchiveFolder } from './archives.js';
import { localBulk } from './bulk.js';
import { LinkSigner } from './links.js';
import { lockDataDir } from './lock.js';
import { RecordStore } from './records.js';
import { SiteTable } from './sites.js';
import { WebhookTable } from './webhooks.js';
import { AdvisoryTable } from './advisories.js';
import { AdoptionTable } from './adoption.js';
import { SessionTable } from './sessions.js';
import { AuditClock } from '../audit-entries.js';
import { auditPage } from './audit-records.js';
import { fillScreenshots } from './screenshot-fill.js';
import { type SweepReport, sweepOrphanArchives } from './sweep.js';
import { pluralOf } from '../../packages/manifest.js';

export interface LocalStorageOptions {
  /** Folder holding `registry.sqlite`, `sites.sqlite`, `adoption.sqlite`, `sessions.sqlite`, `webhooks.sqlite`, `advisories.sqlite`, `archives/` and `tmp/`. */
  dataDir: string;
  /** Base of download links when configured (REGISTRY_DOWNLOAD_URL); else `{baseUrl}/downloads`. */
  downloadUrl?: string;
  /** The service's address, for links requested without one. */
  baseUrl: string;
  /** HMAC key for links; generated once and kept in the data dir when absent. */
  signingSecret?: string;
  /** Remove orphan archives and stale temp files at start (the server does; one-off CLI commands must not). */
  sweep?: boolean;
  /** Told what the orphan sweep, which runs in the background after start, removed. */
  onMaintenance?: (report: SweepReport) => void;
  /** Take the data dir for this process alone (the server does; see lock.ts). */
  exclusive?: boolean;
  /** The page cache of each SQLite connection, in MiB (REGISTRY_SQLITE_CACHE_MB); absent: SQLite's default. */
  sqliteCacheMiB?: number;
}

/** The orphan sweep waits this long after opening, leaving the start to the server's first answers. */
const SWEEP_DELAY_MS = 1_000;

/** Records in one SQLite file, archives as files; both under `dataDir`. */
export function createLocalStorage(options: LocalStorageOptions): AdapterStorage & DownloadResolver {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const tempDir = path.join(options.dataDir, 'tmp');
  fs.mkdirSync(tempDir, { recursive: true });
  // Before anything is opened or swept: a second server stops here, having touched nothing.
  const lock = options.exclusive ? lockDataDir(options.dataDir) : undefined;
  // One clock for both files' audit tables: this process's entries never tie, whichever file holds them.
  const clock = new AuditClock();
  const recordsFile = path.join(options.dataDir, 'registry.sqlite');
  const sitesFile = path.join(options.dataDir, 'sites.sqlite');
  const cache = options.sqliteCacheMiB;
  const records = new RecordStore(recordsFile, clock, cache);
  const sites = new SiteTable(sitesFile, clock, cache);
  const adoptionFile = path.join(options.dataDir, 'adoption.sqlite');
  const adoption = new AdoptionTable(adoptionFile, cache);
  const sessions = new SessionTable(path.join(options.dataDir, 'sessions.sqlite'), cache);
  const webhooksFile = path.join(options.dataDir, 'webhooks.sqlite');
  const webhooks = new WebhookTable(webhooksFile, clock, cache);
  const advisoriesFile = path.join(options.dataDir, 'advisories.sqlite');
  const advisories = AdvisoryTable.open(advisoriesFile, clock, cache);
  const archives = new ArchiveFolder(path.join(options.dataDir, 'archives'));
  const signer = new LinkSigner(options.signingSecret ?? loadOrCreateSecret(options.dataDir));
  const downloadBase = (baseUrl = options.baseUrl) => options.downloadUrl ?? `${baseUrl}/downloads`;
  const background = options.sweep ? startSweeping(records, archives, tempDir, options.onMaintenance) : undefined;
  const now = () => new Date().toISOString();

  return {
    tempDir,
    listPackages: async (type, query) => records.packages.list(type, query),
    getPackage: async (type, slug) => records.packages.get(type, slug),
    getPackages: async (type, slugs) => records.packages.getMany(type, slugs),

    async changePackage(type, slug, decide, archive) {
      // The files go in first and the record commits after them: a crash in between leaves
      // only orphan files (swept at start), never a version without its archive.
      const screenshot = archive && screenshotFileName(archive.version);
      if (archive?.screenshotPath && screenshot) archives.moveIn(archive.screenshotPath, type, slug, screenshot);
      if (archive) archives.moveIn(archive.archivePath, type, slug, archive.version.fileName);
      let change;
      try {
        change = records.changePackage(type, slug, decide);
      } finally {
        // Files no row names are removed, whether the change committed or not, but never ones a
        // committed row names (an identical upload that lost the race moved in the same file).
        if (archive && !records.versions.findByFile(type, slug, archive.version.fileName)) {
          archives.remove(type, slug, archive.version.fileName);
          if (screenshot) archives.remove(type, slug, screenshot);
        }
      }
      // The rows are gone first: a crash now leaves an orphan file, never a dangling record.
      if (change.packageGone) archives.removePackage(type, slug);
      else
        for (const version of change.removed) {
          archives.remove(type, slug, version.fileName);
          const file = screenshotFileName(version);
          if (file) archives.remove(type, slug, file);
        }
      return change.result;
    },

    versions: {
      // A package always has a version (its last one is latest and cannot be deleted), so no
      // versions means no package: no second read of the package row.
      list: async (type, slug) => {
        const versions = records.versions.list(type, slug);
        return versions.length > 0 ? versions : undefined;
      },
      get: async (type, slug, version) => records.versions.get(type, slug, version),

      async screenshot(version) {
        const file = screenshotFileName(version);
        return file
          ? fs.promises.readFile(archives.pathOf(version.type, version.slug, file)).catch(() => undefined)
          : undefined;
      },
    },

    // One database for packages and keys: any commit moves every scope's token. Sites live
    // in another file (sites.ts), so check-ins move none.
    changeToken: async () => records.version(),

    archiveLink: (v, expiresAt, baseUrl) =>
      signer.link(downloadBase(baseUrl), pluralOf(v.type), v.slug, v.fileName, expiresAt),

    async resolveDownload(request) {
      signer.verify(request);
      const version = records.versions.findByFile(
        request.kind === 'plugins' ? 'plugin' : 'theme',
        request.slug,
        request.file,
      );
      if (!version) return undefined;
      return {
        path: archives.pathOf(version.type, version.slug, version.fileName),
        size: version.size,
        checksum: version.checksum,
      };
    },

    keys: {
      create: async (key, audit) => records.keys.create(key, audit),
      find: async (hash) => records.keys.find(hash),
      list: async () => records.keys.list(),
      revoke: async (id, audit) => records.keys.revoke(id, now(), audit),
    },
    audit: {
      append: async (entry) => records.appendAudit(entry),
      // Each entry lives in the file of its change: packages and keys here, sites in sites.sqlite,
      // webhook endpoints in webhooks.sqlite, advisories in advisories.sqlite.
      list: async (query) => auditPage([records.audit, sites.audit, webhooks.audit, advisories.audit], query),
    },
    sites: {
      record: (site) => sites.record(site),
      list: async (query) => sites.list(query),
      walk: async (query) => sites.walk(query),
      get: async (id) => sites.get(id),
      signer: async (id) => sites.signer(id),
      controls: async (url) => sites.controls(url),
      change: async (id, decide, audit) => sites.change(id, decide, audit),
      enroll: async (enrollment, audit) => sites.enroll(enrollment, audit),
      delete: async (id, audit) => sites.delete(id, audit),
      report: async (siteId, outcomes, replaces) => sites.report(siteId, outcomes, replaces),
      resultCounts: async (type, slug, version, since) => sites.resultCounts(type, slug, version, since),
      countingOutcomes: async (type, slug, version, list) => sites.countingOutcomes(type, slug, version, list),
      countInstalls: async (type, sinceDay) => sites.countInstalls(type, sinceDay),
      packageTally: async (type, slug, sinceDay) => sites.packageTally(type, slug, sinceDay),
      siteTally: async (sinceDay) => sites.siteTally(sinceDay),
      drop: (seenBefore) => sites.drop(seenBefore),
      enrolledCounts: async () => sites.enrolledCounts(),
      ringPairs: async (seenSince) => sites.ringPairs(seenSince),
    },
    bulk: localBulk({ recordsFile, sitesFile, records, sites, archives, adoptionFile, webhooksFile, advisoriesFile }),
    adoption: {
      record: async (snapshot) => adoption.record(snapshot),
      list: async (type, slug, since) => adoption.list(type, slug, since),
      forget: async (type, slug, before) => adoption.forget(type, slug, before),
    },
    sessions: {
      create: async (record) => sessions.create(record),
      find: async (hash) => sessions.find(hash),
      touch: async (hash, lastSeenAt) => sessions.touch(hash, lastSeenAt),
      end: async (hash) => sessions.end(hash),
      purge: async (now) => sessions.purge(now),
    },
    webhooks,
    advisories,
    ping: async () => records.ping(),
    close: async () => {
      await background?.stop();
      records.close();
      sites.close();
      adoption.close();
      sessions.close();
      webhooks.close();
      advisories.close();
      lock?.release();
    },
  };
}

/**
 * Start-up repair. Temp files go at once (nothing is in flight before the server listens);
 * screenshots are filled in and orphan archives swept in the background, since on a large
 * registry reading archives and walking every package folder takes seconds that the first
 * answers should not wait for.
 */
function startSweeping(
  records: RecordStore,
  archives: ArchiveFolder,
  tempDir: string,
  onDone?: (report: SweepReport) => void,
) {
  for (const file of fs.readdirSync(tempDir)) fs.rmSync(path.join(tempDir, file), { force: true, recursive: true });
  let stopped = false;
  let running: Promise<void> | undefined;
  const timer = setTimeout(() => {
    running = maintain(records, archives, tempDir, () => stopped).then(
      (report) => (stopped ? undefined : onDone?.(report)),
      () => undefined, // best effort: the next start tries again
    );
  }, SWEEP_DELAY_MS);
  timer.unref();
  return {
    /** Stops the sweep between two package folders (close() needs the database afterwards). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The background repairs: screenshots of themes stored before they were kept (once per data dir), then orphan archives. */
async function maintain(
  records: RecordStore,
  archives: ArchiveFolder,
  tempDir: string,
  stopped: () => boolean,
): Promise<SweepReport> {
  const screenshotsFilled = await fillScreenshots(records, archives, tempDir, stopped);
  return { ...(await sweepOrphanArchives(records, archives, stopped)), screenshotsFilled };
}

/** REGISTRY_SIGNING_SECRET must have as many characters (config.ts); a kept secret too. */
const MIN_SECRET_LENGTH = 32;

/** The signing secret survives restarts so links already handed out stay valid. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'signing-secret');
  const current = readIfExists(file);
  if (current !== undefined && current.length >= MIN_SECRET_LENGTH) return current;
  const secret = randomBytes(32).toString('hex');
  if (current === undefined) {
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      return loadOrCreateSecret(dataDir); // another process wrote it first
    }
  }
  // Empty or short: a crash between creating the file and writing it (or a stray edit). An empty
  // HMAC key would sign forgeable links, so replace it, whole, through a temp file.
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temp, secret, { mode: 0o600, flush: true });
  fs.renameSync(temp, file);
  return secret;
}

function readIfExists(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
