import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { InputError } from '../errors.js';
import type { Manifest, PackageType } from './manifest.js';
import { pluginCollector, themeCollector, type Collector } from './archive-manifest.js';
import { release } from './chunks.js';
import { HEADER_BYTES } from './file-headers.js';
import { isSlug, MAX_SLUG } from './rules.js';

/**
 * Inspects an uploaded package ZIP without extracting it: every entry is checked and
 * inflated (streamed, then discarded) so a corrupt or hostile archive is refused before
 * anything is stored, and the header files are read on the way through.
 */
export interface ArchiveLimits {
  /** Most entries an archive may hold; checked from the central directory before reading. */
  maxEntries: number;
  /** Most bytes all entries may inflate to together. */
  maxUncompressedBytes: number;
  /** Highest uncompressed/compressed ratio, applied to entries of at least 1 MiB. */
  maxCompressionRatio: number;
  /** How much of a header file counts (WordPress core reads 8 KiB). */
  headerBytes: number;
}

export const DEFAULT_ARCHIVE_LIMITS: Readonly<ArchiveLimits> = Object.freeze({
  maxEntries: 10_000,
  maxUncompressedBytes: 1024 ** 3,
  maxCompressionRatio: 200,
  headerBytes: HEADER_BYTES,
});

const MIB = 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

// yauzl exports this helper, but @types/yauzl does not declare it.
const { getFileNameLowLevel } = yauzl as unknown as {
  getFileNameLowLevel: (flags: number, name: Buffer, extra: Entry['extraFields'], strict: boolean) => string;
};

const notZip = (cause: unknown) => new InputError('The archive is not a valid ZIP file.', { cause });
const corrupt = (name: string, cause?: unknown) =>
  new InputError(`The archive entry "${name}" is corrupt: its data does not match its checksum or size.`, { cause });
const bomb = (why: string) => new InputError(`The archive ${why}; it looks like a ZIP bomb and was refused.`);
/** Errors from the file system (ENOENT, EIO…) are ours, not the uploader's: pass them on. */
const isSystemError = (err: unknown) => err instanceof Error && 'syscall' in err;

export async function inspectArchive(
  filePath: string,
  type: PackageType,
  limits: Partial<ArchiveLimits> = {},
): Promise<Manifest> {
  const options: ArchiveLimits = { ...DEFAULT_ARCHIVE_LIMITS, ...limits };
  const collector = type === 'plugin' ? pluginCollector(options.headerBytes) : themeCollector(options.headerBytes);
  const zip = await openZip(filePath);
  try {
    const slug = await scanEntries(zip, options, type, collector);
    return collector.manifest(slug);
  } finally {
    zip.close(); // idempotent; autoClose already closed it when the scan reached the end
  }
}

/**
 * The package and version an archive names, read cheaply: its central directory (names, layout,
 * declared sizes) and the first `headerBytes` of its header files only; nothing else is inflated
 * and no readme is read. A registry that holds signing keys learns from it what a signature must
 * cover before it spends the full inspection on the archive. What it finds is what
 * `inspectArchive` finds (the same checks, the same collector), or the InputError it would give.
 */
export async function identifyArchive(
  filePath: string,
  type: PackageType,
  limits: Partial<ArchiveLimits> = {},
): Promise<{ slug: string; version: string }> {
  const options: ArchiveLimits = { ...DEFAULT_ARCHIVE_LIMITS, ...limits };
  const collector =
    type === 'plugin' ? pluginCollector(options.headerBytes, { readme: false }) : themeCollector(options.headerBytes);
  const zip = await openZip(filePath);
  try {
    const slug = await scanEntries(zip, options, type, collector, 'headers');
    const { version } = collector.manifest(slug);
    return { slug, version };
  } finally {
    zip.close();
  }
}

/**
 * Copies one entry of an archive `inspectArchive` has accepted (a theme's screenshot) to
 * `targetPath`, streamed: its size and checksum were checked by the inspection.
 */
export async function extractEntry(filePath: string, entryName: string, targetPath: string): Promise<void> {
  const zip = await openZip(filePath);
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (getFileNameLowLevel(entry.generalPurposeBitFlag, rawName(entry), entry.extraFields, true) !== entryName)
        continue;
      await pipeline(await openStream(zip, entry, entryName), createWriteStream(targetPath));
      return;
    }
    throw new Error(`The archive holds no "${entryName}".`);
  } finally {
    zip.close();
  }
}

function openZip(filePath: string): Promise<ZipFile> {
  // decodeStrings: false so yauzl hands us raw names to judge ourselves (it would
  // otherwise reject "../x" with its own wording as an error event).
  const options = {
    lazyEntries: true,
    autoClose: true,
    validateEntrySizes: true,
    decodeStrings: false,
    strictFileNames: true,
  };
  return new Promise((resolve, reject) => {
    yauzl.open(filePath, options, (err, zip) => {
      if (err) return reject(isSystemError(err) ? err : notZip(err));
      // The reader can report an error at any time; without a listener that would crash the process.
      zip.on('error', () => {});
      resolve(zip);
    });
  });
}

/** The next central-directory entry, or null at the end; yauzl's errors become InputErrors. */
export function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const settle = (fn: () => void) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      fn();
    };
    const onEntry = (entry: Entry) => settle(() => resolve(entry));
    const onEnd = () => settle(() => resolve(null));
    const onError = (err: Error) =>
      settle(() =>
        reject(/encryption/.test(err.message) ? new InputError('Encrypted archives are not accepted.') : notZip(err)),
      );
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/**
 * Walks the entries in order, checking each. `all` inflates every entry (sizes, checksums) and
 * hands the collector the heads it asks for; `headers` inflates only those heads.
 */
async function scanEntries(
  zip: ZipFile,
  limits: ArchiveLimits,
  type: PackageType,
  collector: Collector,
  read: 'all' | 'headers' = 'all',
): Promise<string> {
  if (zip.entryCount > limits.maxEntries) {
    throw new InputError(`The archive holds ${zip.entryCount} entries; at most ${limits.maxEntries} are accepted.`);
  }
  const names = new Set<string>();
  const layout = new Layout(type);
  let total = 0;
  for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
    const name = getFileNameLowLevel(entry.generalPurposeBitFlag, rawName(entry), entry.extraFields, true);
    checkEntry(entry, name, names);
    const inside = layout.place(name);
    const keep = inside && !name.endsWith('/') ? collector.keep(inside) : 0;
    const budget = limits.maxUncompressedBytes - total;
    checkDeclaredSize(entry, name, limits, budget);
    const head =
      read === 'all' ? await readEntry(zip, entry, name, keep, limits, budget) : await readHead(zip, entry, name, keep);
    total += entry.uncompressedSize;
    if (keep > 0) collector.take(inside!, head);
  }
  return layout.slug();
}

// With decodeStrings: false yauzl leaves the name as bytes (the typings say string).
const rawName = (entry: Entry): Buffer => entry.fileName as unknown as Buffer;

function checkEntry(entry: Entry, name: string, names: Set<string>): void {
  const segments = name.split('/');
  const unsafe =
    name === '' ||
    name.includes('\0') ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    segments.some((s, i) => s === '..' || s === '.' || (s === '' && i < segments.length - 1));
  if (unsafe) throw new InputError(`The archive entry "${name}" has an unsafe path.`);
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
    throw new InputError(`The archive entry "${name}" is a symbolic link; links are not accepted.`);
  }
  if (names.has(name)) throw new InputError(`The archive holds "${name}" more than once.`);
  names.add(name);
  if (entry.isEncrypted())
    throw new InputError(`The archive entry "${name}" is encrypted; encrypted archives are not accepted.`);
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    throw new InputError(
      `The archive entry "${name}" uses an unsupported compression method (${entry.compressionMethod}); use Deflate.`,
    );
  }
}

/** Refuses what the central directory already admits to, before inflating a byte. */
function checkDeclaredSize(entry: Entry, name: string, limits: ArchiveLimits, budget: number): void {
  if (entry.uncompressedSize > budget) throw bomb(`expands to more than ${limits.maxUncompressedBytes} bytes`);
  if (entry.uncompressedSize >= MIB && entry.uncompressedSize > entry.compressedSize * limits.maxCompressionRatio) {
    throw bomb(`entry "${name}" is compressed more than ${limits.maxCompressionRatio}:1`);
  }
}

/** Inflates one entry fully, checking real size and CRC; returns its first `keep` bytes. */
async function readEntry(
  zip: ZipFile,
  entry: Entry,
  name: string,
  keep: number,
  limits: ArchiveLimits,
  budget: number,
): Promise<Buffer> {
  const head: Buffer[] = [];
  let kept = 0;
  let count = 0;
  let crc = 0;
  await eachChunk(zip, entry, name, (chunk) => {
    count += chunk.length;
    // yauzl checks sizes against the directory; these repeat the limits in case it lied.
    if (count > budget) throw bomb(`expands to more than ${limits.maxUncompressedBytes} bytes`);
    if (count >= MIB && count > entry.compressedSize * limits.maxCompressionRatio) {
      throw bomb(`entry "${name}" is compressed more than ${limits.maxCompressionRatio}:1`);
    }
    crc = crc32(chunk, crc);
    if (kept < keep) {
      const part = Buffer.from(chunk.subarray(0, keep - kept)); // a copy, so the chunk can go
      head.push(part);
      kept += part.length;
    }
    release(chunk); // read, hashed and copied from: its memory goes back now, not at the next collection
    return true;
  });
  if (count !== entry.uncompressedSize || crc !== entry.crc32) throw corrupt(name);
  return Buffer.concat(head);
}

/** The first `keep` bytes of an entry (none: nothing is inflated). */
async function readHead(zip: ZipFile, entry: Entry, name: string, keep: number): Promise<Buffer> {
  if (keep === 0) return Buffer.alloc(0);
  const head: Buffer[] = [];
  let kept = 0;
  await eachChunk(zip, entry, name, (chunk) => {
    const part = Buffer.from(chunk.subarray(0, keep - kept));
    head.push(part);
    kept += part.length;
    return kept < keep;
  });
  return Buffer.concat(head);
}

/** Hands each inflated chunk of the entry to `each` until it returns false; what breaks inside is the entry's corruption. */
async function eachChunk(zip: ZipFile, entry: Entry, name: string, each: (chunk: Buffer) => boolean): Promise<void> {
  const stream = await openStream(zip, entry, name);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) if (!each(chunk)) break;
  } catch (err) {
    throw err instanceof InputError || isSystemError(err) ? err : corrupt(name, err);
  } finally {
    stream.destroy();
  }
}

function openStream(zip: ZipFile, entry: Entry, name: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) =>
      err ? reject(isSystemError(err) ? err : corrupt(name, err)) : resolve(stream),
    );
  });
}

/** Enforces "one top-level folder, named after the slug"; macOS resource forks are ignored. */
class Layout {
  private top: string | null = null;
  constructor(private readonly type: PackageType) {}

  /** The entry's path inside the slug folder ("" for the folder itself), or null to ignore it. */
  place(name: string): string | null {
    if (name.startsWith('__MACOSX/')) return null;
    const slash = name.indexOf('/');
    const top = slash < 0 ? name : name.slice(0, slash + 1);
    if (this.top === null) {
      this.top = top;
      if (slash >= 0) checkSlug(top.slice(0, -1), this.type);
    }
    if (slash < 0 || top !== this.top) {
      const found = top === this.top ? `"${top}"` : `"${this.top}" and "${top}"`;
      throw new InputError(
        `The archive must contain a single top-level folder named after the ${this.type} slug; found ${found}.`,
      );
    }
    return name.slice(slash + 1);
  }

  slug(): string {
    if (this.top === null) throw new InputError('The archive is empty.');
    return this.top.slice(0, -1);
  }
}

function checkSlug(slug: string, type: PackageType): void {
  if (isSlug(slug)) return;
  throw new InputError(
    `The top-level folder "${slug}" is not a valid ${type} slug: use lowercase letters (a-z) and digits, ` +
      `with single hyphens between words (like "my-${type}"), at most ${MAX_SLUG} characters.`,
  );
}
