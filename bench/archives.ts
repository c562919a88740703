/**
 * Archives and multipart bodies the bench sends. Small seed archives come from the test
 * helpers; upload archives are built here so a 5 MiB blob is made (and CRC'd) once, and the
 * 512 MiB archive is written to disk in chunks and streamed, never held in memory. The ZIP
 * records come from the tests' ZIP writer (test/support/zip.ts): one implementation for both.
 */
import { randomBytes, randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import { crc32 } from 'node:zlib';
import { endRecord, storedEntryHeaders, zipParts, type ZipEntrySpec } from '../test/support/zip.js';

export function pluginMainFile(slug: string, version: string): ZipEntrySpec {
  const php = `<?php\n/**\n * Plugin Name: Bench ${slug}\n * Version: ${version}\n * Description: Upload benchmark package.\n * Requires at least: 6.0\n * Requires PHP: 7.4\n */\n`;
  return { name: `${slug}/${slug}.php`, data: Buffer.from(php) };
}

/** Builds plugin archives of `blobBytes` random (incompressible) data plus the main file, per version. */
export function uploadArchives(slug: string, blobBytes: number) {
  const data = randomBytes(blobBytes);
  // CRC'd once here: every version's archive reuses the blob.
  const blob: ZipEntrySpec = { name: `${slug}/assets/blob.bin`, data, crc: crc32(data) };
  return (version: string): Buffer[] => zipParts([pluginMainFile(slug, version), blob]);
}

/** A multipart/form-data body around `file` parts: release notes, then the archive field. */
export function multipart(
  field: 'plugin' | 'theme',
  file: Buffer[],
  notes: string,
): { parts: Buffer[]; length: number; contentType: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="release_notes"\r\n\r\n${notes}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${field}.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const parts = [head, ...file, tail];
  return {
    parts,
    length: parts.reduce((n, p) => n + p.length, 0),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Writes a valid plugin ZIP of about `bytes` to `file` in 4 MiB chunks: the main file, then one
 * stored entry of random data. Its CRC is only known at the end, so the headers are patched.
 */
export function writeBigPluginZip(file: string, slug: string, version: string, bytes: number): number {
  const main = zipParts([pluginMainFile(slug, version)]);
  const mainLocal = Buffer.concat(main.slice(0, 2));
  const name = `${slug}/assets/big.bin`;
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, mainLocal);
    const bigOffset = mainLocal.length;
    const bigHeader = storedEntryHeaders(name, 0, bytes, bigOffset).local;
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
    const dir = Buffer.concat([main[2], storedEntryHeaders(name, crc, bytes, bigOffset).central]);
    fs.writeSync(fd, dir, 0, dir.length, dirOffset);
    fs.writeSync(fd, endRecord(2, dir.length, dirOffset), 0, 22, dirOffset + dir.length);
  } finally {
    fs.closeSync(fd);
  }
  return fs.statSync(file).size;
}
