/**
 * Archives and multipart bodies the bench sends. Small seed archives come from the test
 * helpers; upload archives are built here so a 5 MiB blob is made (and CRC'd) once, and the
 * 512 MiB archive is written to disk in chunks and streamed, never held in memory.
 */
import { randomBytes, randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import { crc32 } from 'node:zlib';

const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1;

export interface ZipEntry {
  name: string;
  data: Buffer;
  crc?: number;
}

/** Local header + data, then central directory + end record; stored (method 0), no Zip64. */
export function zipParts(entries: ZipEntry[]): Buffer[] {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = (entry.crc ?? crc32(entry.data)) >>> 0;
    const local = header(0x04034b50, name, crc, entry.data.length);
    parts.push(local, entry.data);
    central.push(centralHeader(name, crc, entry.data.length, offset));
    offset += local.length + entry.data.length;
  }
  const dir = Buffer.concat(central);
  return [...parts, dir, endRecord(entries.length, dir.length, offset)];
}

function common(name: Buffer, crc: number, size: number): Buffer {
  const b = Buffer.alloc(26);
  b.writeUInt16LE(20, 0); // version needed
  b.writeUInt16LE(0x0800, 2); // UTF-8 names
  b.writeUInt16LE(0, 4); // stored
  b.writeUInt16LE(0, 6);
  b.writeUInt16LE(DOS_DATE, 8);
  b.writeUInt32LE(crc, 10);
  b.writeUInt32LE(size, 14);
  b.writeUInt32LE(size, 18);
  b.writeUInt16LE(name.length, 22);
  return b;
}

function header(signature: number, name: Buffer, crc: number, size: number): Buffer {
  const sig = Buffer.alloc(4);
  sig.writeUInt32LE(signature, 0);
  return Buffer.concat([sig, common(name, crc, size), name]);
}

function centralHeader(name: Buffer, crc: number, size: number, offset: number): Buffer {
  const head = Buffer.alloc(6);
  head.writeUInt32LE(0x02014b50, 0);
  head.writeUInt16LE(20, 4);
  const tail = Buffer.alloc(14);
  tail.writeUInt32LE(offset, 10);
  return Buffer.concat([head, common(name, crc, size), tail, name]);
}

function endRecord(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

export function pluginMainFile(slug: string, version: string): ZipEntry {
  const php = `<?php\n/**\n * Plugin Name: Bench ${slug}\n * Version: ${version}\n * Description: Upload benchmark package.\n * Requires at least: 6.0\n * Requires PHP: 7.4\n */\n`;
  return { name: `${slug}/${slug}.php`, data: Buffer.from(php) };
}

/** Builds plugin archives of `blobBytes` random (incompressible) data plus the main file, per version. */
export function uploadArchives(slug: string, blobBytes: number) {
  const blob = { name: `${slug}/assets/blob.bin`, data: randomBytes(blobBytes) } as ZipEntry;
  blob.crc = crc32(blob.data);
  return (version: string): Buffer[] => zipParts([pluginMainFile(slug, version), blob]);
}

/** A multipart/form-data body around `file` parts: release notes, then the archive field. */
export function multipart(field: 'plugin' | 'theme', file: Buffer[], notes: string): { parts: Buffer[]; length: number; contentType: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="release_notes"\r\n\r\n${notes}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const parts = [head, ...file, tail];
  return { parts, length: parts.reduce((n, p) => n + p.length, 0), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Writes a valid plugin ZIP of about `bytes` to `file` in 4 MiB chunks: the main file, then one
 * stored entry of random data. Its CRC is only known at the end, so the headers are patched.
 */
export function writeBigPluginZip(file: string, slug: string, version: string, bytes: number): number {
  const main = zipParts([pluginMainFile(slug, version)]);
  const mainLocal = Buffer.concat(main.slice(0, 2));
  const name = Buffer.from(`${slug}/assets/big.bin`);
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, mainLocal);
    const bigOffset = mainLocal.length;
    const bigHeader = header(0x04034b50, name, 0, bytes);
    fs.writeSync(fd, bigHeader);
    const chunk = Buffer.allocUnsafe(4 * 1024 * 1024);
    let crc = 0;
    for (let left = bytes; left > 0; left -= chunk.length) {
      const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
      randomFillSync(part);
      crc = crc32(part, crc);
      fs.writeSync(fd, part);
    }
    crc >>>= 0;
    const crcField = Buffer.alloc(4);
    crcField.writeUInt32LE(crc, 0);
    fs.writeSync(fd, crcField, 0, 4, bigOffset + 14); // local header: signature(4) + 10 bytes to the CRC
    const dirOffset = bigOffset + bigHeader.length + bytes;
    // main[2]: the central header of the main file (at offset 0), then the big entry's.
    const dir = Buffer.concat([main[2], centralHeader(name, crc, bytes, bigOffset)]);
    fs.writeSync(fd, dir, 0, dir.length, dirOffset);
    fs.writeSync(fd, endRecord(2, dir.length, dirOffset), 0, 22, dirOffset + dir.length);
  } finally {
    fs.closeSync(fd);
  }
  return fs.statSync(file).size;
}
