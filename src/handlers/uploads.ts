import { InputError } from '../errors.js';
import type { UploadedArchive } from '../registry/publish.js';

/** The archive part of an upload form; openapi-backend cannot require binary fields, so we do. */
export function requireArchive(file: UploadedArchive | undefined, field: 'plugin' | 'theme'): UploadedArchive {
  if (!file) throw new InputError(`The form field "${field}" must carry the ${field} archive (a ZIP file).`);
  return file;
}
