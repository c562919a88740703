/**
 * The one check every archive path and blob name passes, on both adapters: a name is built from
 * parts (`{plugins|themes}/{slug}/{file}`), and each part must be one plain name. A part holding
 * `/` or `\` (a separator on some system), or that is `.` or `..`, could climb out of the
 * archive folder; a blob name with `..` leaves even the container, as the SDK resolves it like
 * a URL path. Records are checked where they enter (uploads, import's first pass); this is the
 * last line, for a record that reached storage some other way.
 *
 * `..` inside a name (`acme-1..2-….zip`) is kept: the version rule allows it, earlier releases
 * stored such names, and without a separator it names a file of this folder.
 */
import { InputError } from '../errors.js';
import type { PackageType } from './types.js';
import { pluralOf } from '../packages/manifest.js';

const PLAIN_NAME = /^(?!\.\.?$)[^/\\\0]+$/;

/** `part` as it is when it is one plain name; else an InputError naming it. */
function plainName(part: string, what: string): string {
  if (typeof part !== 'string' || !PLAIN_NAME.test(part))
    throw new InputError(
      `Refused the archive ${what} ${JSON.stringify(part)}: a name holding /, \\ or NUL, or that is . or .., could leave the archive folder.`,
    );
  return part;
}

/** The path segments of a package's archive file: `[plugins|themes, slug, file]`, each checked. */
export function archiveSegments(type: PackageType, slug: string, file?: string): string[] {
  if (type !== 'plugin' && type !== 'theme') throw new InputError(`Refused the archive type ${JSON.stringify(type)}.`);
  const segments = [pluralOf(type), plainName(slug, 'slug')];
  return file === undefined ? segments : [...segments, plainName(file, 'file name')];
}
