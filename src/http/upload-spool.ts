import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { Request } from 'express';
import multer from 'multer';

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
 * (MD5 for the checksum, SHA-384 for signatures: one pass, never read again, and in step with
 * the stream, so a slow hash slows the upload instead of queueing its bytes), so memory stays flat whatever the archive's size. The file is fsynced before it is
 * handed on: the caller renames it into place, and a crash must not leave a renamed empty file.
 */
export function spoolStorage(tempDir: string): multer.StorageEngine {
  return {
    _handleFile(req: Request, file, callback) {
      const target = path.join(tempDir, `upload-${randomBytes(12).toString('hex')}.part`);
      const md5 = createHash('md5');
      const sha384 = createHash('sha384');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          md5.update(chunk);
          sha384.update(chunk);
          size += chunk.length;
          done(null, chunk);
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
      const received = () => {
        if (answered) return discard(new Error('The request was answered before its file was received.'));
        callback(null, {
          path: target,
          size,
          checksum: md5.digest('hex'),
          sha384: sha384.digest('hex'),
        } as Partial<Express.Multer.File>);
      };
      pipeline(file.stream, measure, fs.createWriteStream(target, { flush: true }))
        .then(received, discard)
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
