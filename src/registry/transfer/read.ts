/**
 * Reads an export file from start to end, in one stream: memory holds one line and one chunk
 * at a time (plus the identities the checker keeps), whatever the size of the archives.
 *
 * The manifest (the first entry) is copied to a temporary file and checked whole; then the
 * manifest is read again, line by line, beside the tar's other entries, which must come in the
 * order of its version lines: each archive is hashed as it streams (and, when importing,
 * written to a temporary file) and must match its SHA-384 and size before its package is handed
 * on. Import walks the file twice: once to verify everything, writing nothing; once to write.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar, { type Extract } from 'tar-stream';
import type { PackageRecord, RestoredVersion } from '../../storage/types.js';
import { ManifestChecker, refused } from './check.js';
import {
  type Counts,
  type FileRef,
  type Header,
  MANIFEST,
  RECORD_KINDS,
  type RecordKind,
  type VersionLine,
} from './format.js';

/** One entry of the tar, its bytes streamed. */
type Entry = Extract extends AsyncIterable<infer E> ? E : never;

export interface WalkOptions {
  /** Where the manifest and (when writing) archives are kept while they are read. */
  tempDir: string;
  /** Told of each file verified, with the totals of the manifest. */
  onFile?: (ref: FileRef, totals: Counts) => void;
  /** Told of each chunk of archive bytes read (its length). */
  onChunk?: (bytes: number) => void;
  /** When given, the walk writes: each package once its files are verified, each batch of records. */
  write?: {
    package(pkg: PackageRecord, versions: RestoredVersion[]): Promise<void>;
    records(kind: RecordKind<never>, records: never[], header: Header): Promise<void>;
  };
}

/** Walks the whole file (module comment); returns the manifest's counts. Throws a refusal saying what is wrong. */
export async function walkExport(file: string, options: WalkOptions): Promise<Counts> {
  const source = fs.createReadStream(file);
  const extract = tar.extract();
  source.on('error', (err) => extract.destroy(err));
  source.pipe(extract);
  const entries = extract[Symbol.asyncIterator]();
  const manifest = tempName(options.tempDir, 'manifest');
  try {
    const first = await nextEntry(entries);
    if (first?.header.name !== MANIFEST)
      throw refused(`The file does not begin with ${MANIFEST}: it is not a registry export.`);
    await copyEntry(first, { path: MANIFEST, size: first.header.size ?? 0, sha384: '' }, manifest);
    const totals = await checkManifest(manifest);
    await readFiles(manifest, entries, totals, options);
    const extra = await nextEntry(entries);
    if (extra) throw refused(`The file holds ${extra.header.name}, which its manifest does not name.`);
    return totals;
  } finally {
    fs.rmSync(manifest, { force: true });
    source.destroy();
  }
}

async function checkManifest(file: string): Promise<Counts> {
  const checker = new ManifestChecker();
  for await (const line of lines(file)) checker.feed(line);
  return checker.finish();
}

/** The manifest's lines again, beside the tar's entries (module comment). */
async function readFiles(
  manifest: string,
  entries: AsyncIterator<Entry>,
  totals: Counts,
  options: WalkOptions,
): Promise<void> {
  let pkg: { record: PackageRecord; versions: RestoredVersion[] } | undefined;
  let batch: { kind: RecordKind<never>; records: never[] } | undefined;
  let header: Header | undefined;
  const flushPackage = async () => {
    if (pkg && options.write) await putPackage(pkg.record, pkg.versions, (p, v) => options.write!.package(p, v));
    pkg = undefined;
  };
  const flushBatch = async () => {
    if (batch && options.write) await options.write.records(batch.kind, batch.records, header!);
    batch = undefined;
  };
  try {
    for await (const text of lines(manifest)) {
      const line = JSON.parse(text) as { kind: string; record: never };
      if (line.kind === 'header') {
        header = line as unknown as Header;
      } else if (line.kind === 'package') {
        await flushPackage();
        pkg = { record: line.record, versions: [] };
      } else if (line.kind === 'version') {
        pkg!.versions.push(await versionFiles(line as unknown as VersionLine, entries, totals, options));
      } else if (line.kind !== 'header' && line.kind !== 'end') {
        await flushPackage();
        const kind = RECORD_KINDS.find((k) => k.kind === line.kind)!;
        if (batch && (batch.kind !== kind || batch.records.length >= kind.batch)) await flushBatch();
        batch ??= { kind, records: [] };
        batch.records.push(line.record);
      }
    }
  } catch (err) {
    // A package's files verified so far are not handed on: remove them.
    if (pkg) removeTemps(pkg.versions);
    throw err;
  }
  await flushPackage();
  await flushBatch();
}

/** Reads a version's archive (and screenshot) entries, verified; kept in temporary files when writing. */
async function versionFiles(
  line: VersionLine,
  entries: AsyncIterator<Entry>,
  totals: Counts,
  options: WalkOptions,
): Promise<RestoredVersion> {
  const keep = (kind: string) => (options.write ? tempName(options.tempDir, kind) : undefined);
  const archivePath = keep('archive');
  await verifiedEntry(entries, line.archive, archivePath, totals, options);
  const screenshotPath = line.screenshot ? keep('screenshot') : undefined;
  if (line.screenshot)
    await verifiedEntry(entries, line.screenshot, screenshotPath, totals, options).catch((err: unknown) => {
      if (archivePath) fs.rmSync(archivePath, { force: true });
      throw err;
    });
  return { record: line.record, archivePath: archivePath ?? '', ...(screenshotPath ? { screenshotPath } : {}) };
}

async function verifiedEntry(
  entries: AsyncIterator<Entry>,
  ref: FileRef,
  target: string | undefined,
  totals: Counts,
  options: WalkOptions,
): Promise<void> {
  const entry = await nextEntry(entries);
  if (!entry) throw refused(`The file ends before ${ref.path}: it is truncated.`);
  if (entry.header.name !== ref.path)
    throw refused(`The file holds ${entry.header.name} where its manifest names ${ref.path}.`);
  try {
    const digest = await copyEntry(entry, ref, target, options.onChunk);
    if (digest !== ref.sha384)
      throw refused(`${ref.path} does not match its SHA-384 in the manifest: the file was changed or damaged.`);
  } catch (err) {
    if (target) fs.rmSync(target, { force: true });
    throw err;
  }
  options.onFile?.(ref, totals);
}

/** Hands a package on, then removes what is left of its temporary files (the adapter moved or copied them). */
async function putPackage(
  record: PackageRecord,
  versions: RestoredVersion[],
  put: (pkg: PackageRecord, versions: RestoredVersion[]) => Promise<void>,
): Promise<void> {
  try {
    await put(record, versions);
  } finally {
    removeTemps(versions);
  }
}

function removeTemps(versions: RestoredVersion[]): void {
  for (const v of versions) {
    if (v.archivePath) fs.rmSync(v.archivePath, { force: true });
    if (v.screenshotPath) fs.rmSync(v.screenshotPath, { force: true });
  }
}

/**
 * Streams an entry through SHA-384 (and into `target`, synced); returns the hex digest. Throws
 * when its size differs. One pipeline owns the streams, so a file that ends early destroys them
 * all with their errors handled: a write still in flight when the reader failed once surfaced
 * as an uncaught ERR_STREAM_DESTROYED after the refusal.
 */
async function copyEntry(
  entry: Entry,
  ref: FileRef,
  target: string | undefined,
  onChunk?: (bytes: number) => void,
): Promise<string> {
  const hash = createHash('sha384');
  let size = 0;
  const hashed = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      onChunk?.(chunk.length);
      done(null, chunk);
    },
  });
  const sink = target
    ? fs.createWriteStream(target, { flush: true })
    : new Writable({ write: (_c, _e, done) => done() });
  try {
    await pipeline(entry, hashed, sink);
  } catch (err) {
    // The disk's own errors (a full disk) say what they are; anything else is the file's fault.
    throw (err as NodeJS.ErrnoException).syscall ? err : damaged(err);
  }
  if (size !== ref.size) throw refused(`${ref.path} holds ${size} bytes where its manifest says ${ref.size}.`);
  return hash.digest('hex');
}

async function nextEntry(entries: AsyncIterator<Entry>): Promise<Entry | undefined> {
  try {
    const next = await entries.next();
    return next.done ? undefined : next.value;
  } catch (err) {
    throw damaged(err);
  }
}

/** What the tar reader says of a file that ends early or is no tar, as a refusal. */
const damaged = (err: unknown) =>
  refused(`The file ends early or is damaged (${(err as Error).message}): it is truncated, or not a registry export.`);

function lines(file: string): AsyncIterable<string> {
  return readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
}

const tempName = (dir: string, kind: string) => path.join(dir, `import-${kind}-${randomBytes(8).toString('hex')}.part`);
