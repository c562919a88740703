import type { Request } from 'express';
import { InputError } from '../errors.js';
import { type SpooledFile, spooledFile } from '../http/upload-spool.js';

/** The archive part of an upload form; openapi-backend cannot require binary fields, so we do. */
export function requireArchive(req: Request, field: 'plugin' | 'theme'): SpooledFile {
  const file = spooledFile(req, field);
  if (!file) throw new InputError(`The form field "${field}" must carry the ${field} archive (a ZIP file).`);
  return file;
}
