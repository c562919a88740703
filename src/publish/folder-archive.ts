import { createWriteStream } from 'node:fs';
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import ignore, { type Ignore } from 'ignore';
import yazl from 'yazl';

/**
 * Builds the ZIP WordPress expects from a plugin or theme source folder, as WP-CLI's
 * `dist-archive` does: every entry under one top-level `<slug>/` folder, leaving out what
 * `.distignore` lists. Its patterns follow .gitignore rules (WP-CLI reads them so): relative
 * to the folder, a leading `/` anchors a pattern to it, a trailing `/` matches only folders,
 * `!` re-includes, and nothing inside a left-out folder comes back.
 */

/** Never wanted in a release, whatever .distignore says. */
export const ALWAYS_LEFT_OUT = ['.git', 'node_modules', '/.distignore'];

export interface ArchiveFile {
  /** Path inside the source folder, `/`-separated; folders end with `/`; "" is the folder itself. */
  relative: string;
  /** Absolute path on disk (files only). */
  absolute: string;
  mode: number;
  mtime: Date;
}

/** The .distignore rules of a folder (plus the ones that always apply). */
export async function distignoreRules(root: string): Promise<Ignore> {
  const rules = ignore().add(ALWAYS_LEFT_OUT);
  const text = await readFile(path.join(root, '.distignore'), 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return '';
    throw err;
  });
  return rules.add(text);
}

/**
 * Every folder and file the archive will hold, in a fixed order (names sorted, a folder
 * before its contents) so the same tree always gives the same archive. Links are followed,
 * as `zip -r` follows them: the registry accepts no link entries.
 */
export async function listArchiveFiles(root: string, rules: Ignore): Promise<ArchiveFile[]> {
  const files: ArchiveFile[] = [];
  const walk = async (dir: string, prefix: string, seen: Set<string>): Promise<void> => {
    const entries = (await readdir(dir)).sort();
    for (const name of entries) {
      const absolute = path.join(dir, name);
      const info = await stat(absolute);
      const relative = `${prefix}${name}${info.isDirectory() ? '/' : ''}`;
      if (rules.ignores(relative)) continue;
      if (info.isDirectory()) {
        const real = await realpath(absolute);
        if (seen.has(real)) continue; // a link back up the tree would never end
        files.push({ relative, absolute, mode: info.mode, mtime: info.mtime });
        await walk(absolute, relative, new Set(seen).add(real));
      } else if (info.isFile()) {
        files.push({ relative, absolute, mode: info.mode, mtime: info.mtime });
      }
    }
  };
  const top = await stat(root);
  files.push({ relative: '', absolute: root, mode: top.mode, mtime: top.mtime }); // the slug folder itself
  await walk(root, '', new Set([await realpath(root)]));
  return files;
}

/**
 * Writes `files` under `<slug>/` to `target`. `mtime` fixes every entry's time (for
 * reproducible archives, from SOURCE_DATE_EPOCH); otherwise each file's own time is kept.
 */
export async function writeArchive(files: ArchiveFile[], slug: string, target: string, mtime?: Date): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const file of files) {
    const name = `${slug}/${file.relative}`;
    const time = mtime ?? file.mtime;
    if (file.relative === '' || file.relative.endsWith('/'))
      zip.addEmptyDirectory(name, { mtime: time, mode: 0o40755 });
    // Only the owner's execute bit is kept: the rest of the source mode says nothing to WordPress.
    else
      zip.addFile(file.absolute, name, { mtime: time, mode: file.mode & 0o100 ? 0o100755 : 0o100644, compress: true });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(target));
}
