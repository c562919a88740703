import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { nextEntry } from '../packages/archive.js';
import { README_BYTES } from '../packages/archive-manifest.js';
import { HEADER_BYTES, decodeText, readFileHeadersFromBuffer } from '../packages/file-headers.js';
import type { PackageType } from '../packages/manifest.js';

/**
 * A first look into an archive, before the server's rules judge it: is it a theme or a
 * plugin, and what does its readme.txt say. Anything odd makes the look come back empty;
 * the full inspection (inspectArchive) then says what is wrong.
 */
export interface Peek {
  type: PackageType;
  /** The readme.txt directly in the slug folder, as text, when there is one. */
  readme?: string;
  /**
   * A plugin's `Update URI` header, from its main file (the first .php file directly in the slug
   * folder with a "Plugin Name:" header, as the registry picks it); "" when it has none.
   */
  updateUri?: string;
}

export async function peekArchive(zipPath: string): Promise<Peek> {
  let zip: ZipFile | undefined;
  try {
    zip = await open(zipPath);
    const heads = await readTopFiles(
      zip,
      (name) => ['style.css', 'readme.txt'].includes(name) || name.endsWith('.php'),
    );
    // WordPress tells a theme by its stylesheet's Theme Name header.
    const style = heads.get('style.css');
    const isTheme =
      style !== undefined && readFileHeadersFromBuffer(style, ['Theme Name'], HEADER_BYTES)['Theme Name'] !== '';
    const readme = heads.get('readme.txt');
    return {
      type: isTheme ? 'theme' : 'plugin',
      ...(readme ? { readme: decodeText(readme) } : {}),
      ...(isTheme ? {} : { updateUri: pluginUpdateUri(heads) }),
    };
  } catch {
    return { type: 'plugin' };
  } finally {
    zip?.close();
  }
}

function open(zipPath: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(zipPath, { lazyEntries: true, autoClose: false }, (err, zip) => (err ? reject(err) : resolve(zip))),
  );
}

/** The main file's `Update URI` among the top-level .php files' heads (in archive order, as the registry reads them). */
function pluginUpdateUri(heads: Map<string, Buffer>): string {
  for (const [name, head] of heads) {
    if (!name.endsWith('.php')) continue;
    const headers = readFileHeadersFromBuffer(head, ['Plugin Name', 'Update URI'], HEADER_BYTES);
    if (headers['Plugin Name']) return headers['Update URI'];
  }
  return '';
}

/** The first bytes of the files `wanted` names (lower-cased) directly inside the archive's first top-level folder. */
async function readTopFiles(zip: ZipFile, wanted: (name: string) => boolean): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  let top: string | undefined;
  for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
    if (entry.fileName.startsWith('__MACOSX/')) continue;
    top ??= entry.fileName.slice(0, entry.fileName.indexOf('/') + 1);
    if (!top || !entry.fileName.startsWith(top)) continue;
    const name = entry.fileName.slice(top.length).toLowerCase();
    if (!name.includes('/') && wanted(name) && !found.has(name))
      found.set(name, await head(zip, entry, name === 'readme.txt' ? README_BYTES : HEADER_BYTES));
  }
  return found;
}

async function head(zip: ZipFile, entry: Entry, bytes: number): Promise<Buffer> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))),
  );
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= bytes) break; // leaving the loop destroys the stream
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}
