import type { NextFunction, Request, Response } from 'express';
import { locals } from './locals.js';
import multer from 'multer';
import { InputError, PayloadTooLargeError, RegistryError } from '../errors.js';
import { MAX_RELEASE_NOTES } from '../packages/rules.js';
import { UploadHashes } from './upload-hashes.js';
import { removeUnclaimedFiles, spoolStorage } from './upload-spool.js';

/** Multipart framing around the archive (boundaries, part headers, release notes). */
const FORM_OVERHEAD_BYTES = 256 * 1024;

const ARCHIVE_FIELD: Record<string, 'plugin' | 'theme'> = { createPlugin: 'plugin', createTheme: 'theme' };

/**
 * Receives the multipart body of an upload operation: the archive is streamed to a temp
 * file (multer + our spooling engine), text fields land in `req.body` for validation.
 */
export function receiveUploads(tempDir: string, maxUploadBytes: number, hashes = new UploadHashes()) {
  const tooLarge = () => new PayloadTooLargeError(`The upload is larger than the limit of ${maxUploadBytes} bytes.`);
  const parsers = Object.fromEntries(
    Object.entries(ARCHIVE_FIELD).map(([operationId, field]) => [
      operationId,
      multer({
        storage: spoolStorage(tempDir, hashes),
        limits: {
          fileSize: maxUploadBytes,
          files: 1,
          fields: 6,
          parts: 7,
          fieldSize: MAX_RELEASE_NOTES * 4,
          headerPairs: 50,
        },
      }).fields([{ name: field, maxCount: 1 }]),
    ]),
  );

  return (req: Request, res: Response, next: NextFunction) => {
    const { operation } = locals(res);
    const parse = operation && parsers[operation.operationId ?? ''];
    if (!parse || !req.is('multipart/form-data')) return next();
    // Refuse a declared oversize body at once instead of reading it.
    if (Number(req.get('content-length') ?? 0) > maxUploadBytes + FORM_OVERHEAD_BYTES) return next(tooLarge());
    // multer answers an error only once the whole body is read, so a chunked body that goes on
    // forever would never be answered: count what arrives and answer 413 past the limit.
    let settled = false;
    let received = 0;
    const settle = (err?: unknown) => {
      if (settled) return;
      settled = true;
      req.off('data', count);
      next(err);
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxUploadBytes + FORM_OVERHEAD_BYTES) settle(tooLarge());
    };
    req.on('data', count);
    // A spooled archive no handler took (the form failed validation, or was answered 413
    // before multer finished) goes with the response; a handler removes the one it took.
    res.once('close', () => removeUnclaimedFiles(req));
    parse(req, res, (err?: unknown) => settle(err === undefined ? undefined : uploadError(err, tooLarge)));
  };
}

function uploadError(err: unknown, tooLarge: () => RegistryError): unknown {
  if (err instanceof RegistryError) return err;
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return tooLarge();
    if (err.code === 'LIMIT_UNEXPECTED_FILE')
      return new InputError(
        `Unexpected file in form field "${err.field}": send one archive, in the plugin or theme field.`,
      );
    if (err.code === 'LIMIT_FIELD_VALUE') return new InputError(`The form field "${err.field}" is too long.`);
    return new InputError(`The upload form was refused: ${err.message}.`);
  }
  // busboy's own errors: a malformed or truncated multipart body.
  if (err instanceof Error) return new InputError(`The multipart body could not be read: ${err.message}.`);
  return err;
}
