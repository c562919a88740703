import { NotFoundError } from '../errors.js';
import type { PackageType } from '../packages/manifest.js';

/** The one 404 of a missing plugin or theme, whichever operation looked for it. */
export function packageNotFound(type: PackageType): NotFoundError {
  return new NotFoundError(type === 'plugin' ? 'Plugin not found.' : 'Theme not found.');
}
