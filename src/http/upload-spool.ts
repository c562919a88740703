import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import type { Request } from 'express';
import multer from 'multer';
import type { UploadedArchive } from '../registry/publish.js';
import type { HashSession, UploadDigests, UploadHashes } from './upload-hashes.js';

/** An uploaded file spooled to disk: the archive the publish use-case takes. */
export type SpooledFile = UploadedArchive;

/**
 * A multer storage engine that streams each file part to a temporary file while hashing it
 * (MD5 for the checksum, SHA-384 for signatures, SHA-1 and SHA-256 for Composer: one pass, never read again, on `hashes`'
 * thread, which a fast client waits for rather than queueing bytes in memory), so memory stays
 * flat whatever the archive's size. The file is fsynced before it is handed on: the caller
 * renames it into place, and a crash must not leave a renamed empty file.
 */
export function spoolStorage(tempDir: string, hashes: UploadHashes): multer.StorageEngine {
  return {
    _handleFile(req: Request, file, callback) {
      const target = path.join(tempDir, `upload-${randomBytes(12).toString('hex')}.part`);
      const hashing = hashes.session();
      let asked: Promise<UploadDigests | Error> | undefined;
      const digests = () => (asked ??= hashing.digests().catch((err: Error) => err));
      const spool = spoolFile(target, hashing, digests);
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
          size: spool.size,
          checksum: hashed.md5,
          sha384: hashed.sha384,
          sha1: hashed.sha1,
          sha256: hashed.sha256,
        } as Partial<Express.Multer.File>);
      };
      pipeline(file.stream, spool.stream)
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

/**
 * The file of one upload: each chunk is written, then given to the hashing thread (which frees
 * it once hashed: received chunks are not left for the garbage collector, bench/README.md, "Figures behind the code"), one
 * chunk at a time, so chunks reach the thread in order and a client faster than disk or hash
 * waits. Once the last chunk is in, the digests are asked for before the fsync, so the thread
 * finishes while the file is flushed (asked after it, they added to every upload's time).
 */
function spoolFile(
  target: string,
  hashing: HashSession,
  digests: () => Promise<unknown>,
): { stream: Writable; readonly size: number } {
  let fd: number | undefined;
  let size = 0;
  const stream = new Writable({
    construct(done) {
      fs.open(target, 'w', (err, opened) => {
        fd = opened;
        done(err);
      });
    },
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      writeAll(fd!, chunk, 0, (err) => {
        if (err) return done(err);
        hashing.give(chunk).then(() => done(), done);
      });
    },
    final(done) {
      void digests();
      fs.fsync(fd!, (err) => {
        if (err) return done(err);
        const closing = fd!;
        fd = undefined;
        fs.close(closing, done);
      });
    },
    destroy(err, done) {
      if (fd === undefined) return done(err);
      fs.close(fd, () => done(err));
      fd = undefined;
    },
  });
  return {
    stream,
    get size() {
      return size;
    },
  };
}

/** Writes all of `chunk` from `offset` (a write may take fewer bytes than asked). */
function writeAll(fd: number, chunk: Buffer, offset: number, done: (err: Error | null) => void): void {
  fs.write(fd, chunk, offset, chunk.length - offset, null, (err, written) => {
    if (err) return done(err);
    if (offset + written < chunk.length) return writeAll(fd, chunk, offset + written, done);
    done(null);
  });
}

type Spooled = Express.Multer.File & {
  checksum: string;
  sha384: string;
  sha1: string;
  sha256: string;
  claimed?: boolean;
};

/**
 * The spooled file of a form field, if the request carried exactly that file part. The caller
 * owns it from now on (and removes it); files nobody claimed go when the response closes.
 */
export function spooledFile(req: Request, field: string): SpooledFile | undefined {
  const files = req.files as Record<string, Spooled[]> | undefined;
  const file = files?.[field]?.[0];
  if (file) file.claimed = true;
  return (
    file && {
      path: file.path,
      size: file.size,
      checksum: file.checksum,
      sha384: file.sha384,
      sha1: file.sha1,
      sha256: file.sha256,
    }
  );
}

/** Removes the request's spooled files that no handler claimed (e.g. the form failed validation). */
export function removeUnclaimedFiles(req: Request): void {
  const files = req.files as Record<string, Spooled[]> | undefined;
  for (const file of Object.values(files ?? {}).flat()) {
    // A file still being written has no path yet; its own engine removes it (see `abandon`).
    if (!file.claimed && file.path) fs.rm(file.path, { force: true }, () => {});
  }
}
