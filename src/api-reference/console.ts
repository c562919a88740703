import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * The operator console's build (`npm run build:console`, run by `npm install`): `index.html`
 * and `assets/` holding files named by their content hash. Served as built: the page loads
 * its script and style sheet from `assets/`, nothing inline, nothing from another site, so the
 * registry's Content-Security-Policy (helmet's default) holds for it unchanged.
 */
export const CONSOLE_DIR = fileURLToPath(new URL('../../dist/console/', import.meta.url));

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

export interface ConsoleFile {
  type: string;
  body: Buffer;
}

/** Undefined when the file is absent (the console not built, or a name of another build). */
async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * The page; read on every request (a few hundred bytes), so a rebuild shows at once. Its asset
 * addresses are relative (the console also works behind a proxy that adds a path prefix):
 * `/console/` names `assets/...`, and `/console`, one folder up, `console/assets/...`.
 */
export async function consolePage(inFolder: boolean): Promise<ConsoleFile | undefined> {
  const body = await readIfPresent(`${CONSOLE_DIR}index.html`);
  if (!body) return undefined;
  const html = inFolder ? body : Buffer.from(body.toString('utf8').replaceAll('="assets/', '="console/assets/'));
  return { type: 'text/html; charset=utf-8', body: html };
}

/** An asset by name; the spec's pattern already refused any name with a slash or a dot-dot. */
export async function consoleAsset(name: string): Promise<ConsoleFile | undefined> {
  const extension = /\.(js|css)$/.exec(name)?.[1];
  if (!extension || name.includes('/')) return undefined;
  const body = await readIfPresent(`${CONSOLE_DIR}assets/${name}`);
  return body && { type: TYPES[extension], body };
}
