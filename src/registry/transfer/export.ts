/**
 * `registry export FILE`: the whole registry into one tar (format.ts), while it serves.
 *
 * 1. The records, read through one snapshot of the storage (BulkStorage.snapshot), are written
 *    as the manifest to a temporary file beside FILE (a tar entry needs its size before its bytes).
 * 2. The tar is written to `FILE.partial`: the manifest, then each archive streamed from storage,
 *    hashed on the way and checked against its record. Archives never change once stored, so
 *    reading them after the snapshot is reading them as of it; one deleted meanwhile makes the
 *    export start again from 1 (a few times at most).
 * 3. `FILE.partial` is synced and renamed to FILE: FILE is whole or absent, never half-written.
 *
 * Every file it writes is its owner's alone (0600): the tar holds every archive, private ones too.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import tar, { type Header, type Pack } from 'tar-stream';
import { UnavailableError } from '../../errors.js';
import { screenshotFileName } from '../../storage/new-version.js';
import type { Storage, StorageSnapshot, VersionRecord } from '../../storage/types.js';
import {
  archivePath,
  type Counts,
  type FileRef,
  headerLine,
  MANIFEST,
  noCounts,
  RECORD_KINDS,
  type VersionLine,
} from './format.js';
import { pluralOf } from '../../packages/manifest.js';

/** Exports started again at most this often when archives go while they are copied. */
const ATTEMPTS = 3;

export interface ExportOptions {
  /** The adapter's name, written in the header. */
  storageName: string;
  /** Told of each file copied into the tar, with the totals. */
  onFile?: (ref: FileRef, totals: Counts) => void;
  /** Told of each chunk of archive bytes streamed (its length). */
  onChunk?: (bytes: number) => void;
}

/** An archive the snapshot names is gone: deleted after the snapshot was read. */
class ArchiveGone extends Error {}

export async function exportRegistry(storage: Storage, file: string, options: ExportOptions): Promise<Counts> {
  const manifest = `${file}.manifest.tmp`;
  const partial = `${file}.partial`;
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const counts = await storage.bulk.snapshot((view) => writeManifest(storage, view, manifest, options));
        await writeTar(storage, manifest, partial, counts, options);
        fs.renameSync(partial, file);
        return counts;
      } catch (err) {
        if (!(err instanceof ArchiveGone)) throw err;
        if (attempt === ATTEMPTS)
          throw new UnavailableError(
            `Archives were deleted during each of ${ATTEMPTS} exports; try again when it is quieter.`,
          );
      }
    }
  } finally {
    fs.rmSync(manifest, { force: true });
    fs.rmSync(partial, { force: true });
  }
}

/** Lines written with backpressure, and the SHA-384 of every byte written (for the end line). */
class LineWriter {
  private readonly out: fs.WriteStream;
  private readonly hash = createHash('sha384');

  constructor(file: string) {
    this.out = privateWriteStream(file);
  }

  async write(line: object): Promise<void> {
    const text = `${JSON.stringify(line)}\n`;
    this.hash.update(text);
    if (!this.out.write(text)) await once(this.out, 'drain');
  }

  async end(line: (sha384: string) => object): Promise<void> {
    this.out.end(`${JSON.stringify(line(this.hash.digest('hex')))}\n`);
    await once(this.out, 'close');
  }
}

/** Step 1: every record of the snapshot, packages first, each followed by its versions. Starts afresh when called again. */
async function writeManifest(
  storage: Storage,
  view: StorageSnapshot,
  file: string,
  options: ExportOptions,
): Promise<Counts> {
  const counts = noCounts();
  const out = new LineWriter(file);
  await out.write(headerLine(options.storageName));
  for await (const { package: pkg, versions } of view.packages()) {
    await out.write({ kind: 'package', record: pkg });
    counts[pluralOf(pkg.type)]++;
    for (const version of versions) {
      const line = await versionLine(storage, version);
      await out.write(line);
      counts.versions++;
      for (const ref of [line.archive, line.screenshot]) {
        if (!ref) continue;
        counts.files++;
        counts.bytes += ref.size;
      }
    }
  }
  for (const kind of RECORD_KINDS) {
    for await (const record of kind.read(view)) {
      await out.write({ kind: kind.kind, record });
      counts[kind.count]++;
    }
  }
  await out.end((sha384) => ({ kind: 'end', counts, sha384 }));
  return counts;
}

async function versionLine(storage: Storage, record: VersionRecord): Promise<VersionLine> {
  // Versions stored before SHA-384 was recorded are hashed now, from their archive.
  const sha384 = record.sha384 ?? sha384Of(await archiveOf(storage, record));
  const archive = { path: archivePath(record, record.fileName), size: record.size, sha384: await sha384 };
  const name = screenshotFileName(record);
  const shot = name ? await storage.versions.screenshot(record) : undefined;
  const screenshot = shot && { path: archivePath(record, name!), size: shot.length, sha384: hex(shot) };
  return { kind: 'version', record, archive, ...(screenshot ? { screenshot } : {}) };
}

/** Step 2: the tar, the manifest first, then each version's files in the order of its lines. */
async function writeTar(
  storage: Storage,
  manifest: string,
  partial: string,
  totals: Counts,
  options: ExportOptions,
): Promise<void> {
  const pack = tar.pack();
  const out = privateWriteStream(partial, { flush: true });
  const written = new Promise<void>((resolve, reject) => {
    out.on('close', resolve).on('error', reject);
    pack.on('error', reject);
  });
  pack.pipe(out);
  try {
    const now = new Date();
    await addEntry(
      pack,
      { name: MANIFEST, size: fs.statSync(manifest).size, mtime: now },
      fs.createReadStream(manifest),
    );
    for await (const text of readline.createInterface({ input: fs.createReadStream(manifest), crlfDelay: Infinity })) {
      const line = JSON.parse(text) as VersionLine | { kind: string };
      if (line.kind !== 'version') continue;
      const { record, archive, screenshot } = line as VersionLine;
      const mtime = new Date(record.createdAt);
      const digest = await addEntry(
        pack,
        { name: archive.path, size: archive.size, mtime },
        await archiveOf(storage, record),
        options.onChunk,
      );
      if (digest !== archive.sha384)
        throw new Error(
          `The archive of ${record.slug} ${record.version} no longer matches its SHA-384: the storage is damaged.`,
        );
      options.onFile?.(archive, totals);
      if (screenshot) {
        const shot = await storage.versions.screenshot(record);
        if (!shot) throw new ArchiveGone();
        await addEntry(pack, { name: screenshot.path, size: screenshot.size, mtime }, [shot]);
        options.onFile?.(screenshot, totals);
      }
    }
    pack.finalize();
    await written;
  } catch (err) {
    // Closed now rather than left to the collector: the caller removes the file, or starts again.
    // What the streams say while they close is not awaited any more; it must not go unhandled.
    written.catch(() => undefined);
    pack.destroy();
    out.destroy();
    throw err;
  }
}

/** Streams `source` into a new tar entry, with backpressure; returns the SHA-384 of the bytes. */
async function addEntry(
  pack: Pack,
  header: Pick<Header, 'name' | 'size' | 'mtime'>,
  source: Readable | Iterable<Buffer>,
  onChunk?: (bytes: number) => void,
): Promise<string> {
  const hash = createHash('sha384');
  let entry!: ReturnType<Pack['entry']>;
  // The callback runs once the entry's bytes are in the tar (or it failed).
  const done = new Promise<void>((resolve, reject) => {
    entry = pack.entry(header, (err) => {
      if (err) reject(err);
      else resolve();
    });
  });
  for await (const chunk of source as AsyncIterable<Buffer>) {
    hash.update(chunk);
    onChunk?.(chunk.length);
    if (!entry.write(chunk)) await once(entry, 'drain');
  }
  entry.end(undefined);
  await done;
  return hash.digest('hex');
}

async function archiveOf(storage: Storage, record: VersionRecord): Promise<Readable> {
  const stream = await storage.bulk.archive(record);
  if (!stream) throw new ArchiveGone();
  return stream;
}

async function sha384Of(stream: Readable): Promise<string> {
  const hash = createHash('sha384');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * A new file only its owner may read (0600). A file left there by an export that crashed is
 * removed first: the mode applies only to a file created, and `wx` creates it or fails, so a
 * link planted at that name is not followed.
 */
function privateWriteStream(file: string, options: { flush?: boolean } = {}): fs.WriteStream {
  fs.rmSync(file, { force: true });
  return fs.createWriteStream(file, { ...options, flags: 'wx', mode: 0o600 });
}

const hex = (bytes: Buffer) => createHash('sha384').update(bytes).digest('hex');
