import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { Request } from 'express';
import multer from 'multer';
import type { UploadDigests, UploadHashes } from './upload-hashes.js';

/** An uploaded file spooled to disk, with what was learned while streaming it. */
export interface SpooledFile {
  path: string;
  size: number;
  /** MD5 of the bytes, lowercase hex. */
  checksum: string;
  /** SHA-384 of the bytes, lowercase hex (what a release signature covers). */
  sha384: string;
}

/**
 * A multer storage engine that streams each file part to a temporary file while hashing it
 * (MD5 for the checksum, SHA-384 for signatures: one pass, never read again, on `hashes`'
 * thread, which a fast client waits for rather than queueing bytes in memory), so memory stays
 * flat whatever the archive's size. The file is fsynced before it is handed on: the caller
 * renames it into place, and a crash must not leave a renamed empty file.
 */
export function spoolStorage(tempDir: string, hashes: UploadHashes): multer.StorageEngine {
  return {
    _handleFile(req: Request, file, callback) {
      const target = path.join(tempDir, `upload-${randomBytes(12).toString('hex')}.part`);
      const hashing = hashes.session();
      let size = 0;
      let asked: Promise<UploadDigests | Error> | undefined;
      const digests = () => (asked ??= hashing.digests().catch((err: Error) => err));
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          this.push(chunk);
          hashing.update(chunk).then(() => done(), done);
        },
        // The last chunk is in: the thread finishes its hashes while the file is flushed to disk
        // (asked only once the file was on disk, they added to every upload's time: bench/README.md).
        flush(done) {
          void digests();
          done();
        },
      });
      // Answered before the file was received (413 past the limit): nobody will read on, so stop.
      let answered = false;
      const abandon = () => {
        answered = true;
        file.stream.destroy(new Error('The request was answered before its file was received.'));
      };
      req.res?.once('close', abandon);
      const discard = (err: unknown) => fs.rm(target, { force: true }, () => callback(err));
      const received = async () => {
        if (answered) {
          hashing.drop();
          return discard(new Error('The request was answered before its file was received.'));
        }
        const hashed = await digests();
        if (hashed instanceof Error) return discard(hashed);
        callback(null, {
          path: target,
          size,
          checksum: hashed.md5,
          sha384: hashed.sha384,
        } as Partial<Express.Multer.File>);
      };
      pipeline(file.stream, measure, fs.createWriteStream(target, { flush: true }))
        .then(received, (err: unknown) => {
          hashing.drop();
          discard(err);
        })
        .finally(() => req.res?.off('close', abandon));
    },
    _removeFile(_req: Request, file, callback) {
      fs.rm(file.path, { force: true }, (err) => callback(err));
    },
  };
}

type Spooled = Express.Multer.File & { checksum: string; sha384: string; claimed?: boolean };

/**
 * The spooled file of a form field, if the request carried exactly that file part. The caller
 * owns it from now on (and removes it); files nobody claimed go when the response closes.
 */
export function spooledFile(req: Request, field: string): SpooledFile | undefined {
  const files = req.files as Record<string, Spooled[]> | undefined;
  const file = files?.[field]?.[0];
  if (file) file.claimed = true;
  return file && { path: file.path, size: file.size, checksum: file.checksum, sha384: file.sha384 };
}

/** Removes the request's spooled files that no handler claimed (e.g. the form failed validation). */
export function removeUnclaimedFiles(req: Request): void {
  const files = req.files as Record<string, Spooled[]> | undefined;
  for (const file of Object.values(files ?? {}).flat()) {
    // A file still being written has no path yet; its own engine removes it (see `abandon`).
    if (!file.claimed && file.path) fs.rm(file.path, { force: true }, () => {});
  }
}
