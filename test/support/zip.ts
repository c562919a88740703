import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A minimal ZIP writer for tests. Unlike archiver it writes exactly what it is told,
 * so tests can build hostile archives too: a wrong CRC, the encryption flag, a symlink
 * mode, `../x` or `C:\x` names, duplicate names, lying sizes, unknown methods.
 *
 * The output is a plain (non-Zip64) archive: local headers and data, then the central
 * directory, then the end record. Names are written as UTF-8 with the UTF-8 flag set.
 */
export interface ZipEntrySpec {
  /** Written verbatim: no normalisation, so hostile names stay hostile. */
  name: string;
  /** Strings are written as UTF-8. */
  data: Buffer | string;
  /** Default 'store'. */
  method?: 'store' | 'deflate';
  /** Sets general-purpose bit 0 and prefixes the 12-byte header traditional encryption has (the data is not really encrypted). */
  encrypted?: boolean;
  /** CRC-32 to record instead of the real one. */
  crc?: number;
  /** Uncompressed size to record instead of the real one. */
  size?: number;
  /** Compression method number to record instead of 0/8 (e.g. 14 for LZMA). */
  methodId?: number;
  /** Unix mode (e.g. 0o120777 for a symlink); marks the entry as made on Unix. */
  unixMode?: number;
}

const FLAG_ENCRYPTED = 0x0001;
const FLAG_UTF8 = 0x0800;
const VERSION = 20; // 2.0: deflate
const MADE_BY_UNIX = 3 << 8;
// 2024-01-01 00:00:00 in MS-DOS format, fixed so archives are byte-for-byte reproducible.
const DOS_TIME = 0;
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;

interface Prepared {
  name: Buffer;
  body: Buffer;
  flags: number;
  method: number;
  crc: number;
  size: number;
  /** Bytes of data as stored (compressed, with any encryption header). */
  storedSize: number;
  externalAttributes: number;
  madeBy: number;
  offset: number;
}

function prepare(spec: ZipEntrySpec, offset: number): Prepared {
  const raw = typeof spec.data === 'string' ? Buffer.from(spec.data, 'utf8') : spec.data;
  const deflate = spec.method === 'deflate';
  let body = deflate ? deflateRawSync(raw) : raw;
  if (spec.encrypted) body = Buffer.concat([Buffer.alloc(12, 0xaa), body]);
  return {
    name: Buffer.from(spec.name, 'utf8'),
    body,
    flags: FLAG_UTF8 | (spec.encrypted ? FLAG_ENCRYPTED : 0),
    method: spec.methodId ?? (deflate ? 8 : 0),
    crc: (spec.crc ?? crc32(raw)) >>> 0,
    size: spec.size ?? raw.length,
    storedSize: body.length,
    externalAttributes: spec.unixMode === undefined ? 0 : (spec.unixMode << 16) >>> 0,
    madeBy: spec.unixMode === undefined ? VERSION : MADE_BY_UNIX | VERSION,
    offset,
  };
}

/** The fields local and central headers share, from "version needed" to "extra length". */
function commonFields(e: Prepared): Buffer {
  const b = Buffer.alloc(26);
  b.writeUInt16LE(VERSION, 0);
  b.writeUInt16LE(e.flags, 2);
  b.writeUInt16LE(e.method, 4);
  b.writeUInt16LE(DOS_TIME, 6);
  b.writeUInt16LE(DOS_DATE, 8);
  b.writeUInt32LE(e.crc, 10);
  b.writeUInt32LE(e.storedSize, 14);
  b.writeUInt32LE(e.size, 18);
  b.writeUInt16LE(e.name.length, 22);
  b.writeUInt16LE(0, 24); // no extra field
  return b;
}

function localHeader(e: Prepared): Buffer {
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(0x04034b50, 0);
  return Buffer.concat([signature, commonFields(e), e.name]);
}

function centralHeader(e: Prepared): Buffer {
  const head = Buffer.alloc(6);
  head.writeUInt32LE(0x02014b50, 0);
  head.writeUInt16LE(e.madeBy, 4);
  const tail = Buffer.alloc(14);
  tail.writeUInt16LE(0, 0); // comment length
  tail.writeUInt16LE(0, 2); // disk number
  tail.writeUInt16LE(0, 4); // internal attributes
  tail.writeUInt32LE(e.externalAttributes, 6);
  tail.writeUInt32LE(e.offset, 10);
  return Buffer.concat([head, commonFields(e), tail, e.name]);
}

function endRecord(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8); // entries on this disk
  b.writeUInt16LE(count, 10); // entries in total
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b; // disk numbers and comment length stay 0
}

/**
 * The archive as its pieces in order (headers, entry data as given, central directory, end record):
 * a caller streaming or wrapping it (the bench's multipart bodies) need not copy large entries.
 */
export function zipParts(entries: ZipEntrySpec[]): Buffer[] {
  if (entries.length > 0xffff) throw new Error('buildZip writes no Zip64: at most 65535 entries');
  const parts: Buffer[] = [];
  const prepared: Prepared[] = [];
  let offset = 0;
  for (const spec of entries) {
    const entry = prepare(spec, offset);
    const header = localHeader(entry);
    parts.push(header, entry.body);
    prepared.push(entry);
    offset += header.length + entry.body.length;
  }
  const central = Buffer.concat(prepared.map(centralHeader));
  return [...parts, central, endRecord(prepared.length, central.length, offset)];
}

/** Builds a ZIP archive in memory from entries, in the given order (at most 65 535). */
export function buildZip(entries: ZipEntrySpec[]): Buffer {
  return Buffer.concat(zipParts(entries));
}

/**
 * The local and central headers of a stored entry whose data the caller writes itself (too large
 * to hold in memory), its CRC and size known; `offset` is where its local header starts.
 */
export function storedEntryHeaders(
  name: string,
  crc: number,
  size: number,
  offset: number,
): { local: Buffer; central: Buffer } {
  const entry: Prepared = { ...prepare({ name, data: Buffer.alloc(0), crc }, offset), size, storedSize: size };
  return { local: localHeader(entry), central: centralHeader(entry) };
}

/** The end of central directory record, for archives written piece by piece. */
export { endRecord };
