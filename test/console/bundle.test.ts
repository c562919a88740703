/**
 * The console's bundle stays under 300 KB gzipped (DESIGN 13): built as `npm install` builds it,
 * into a temporary folder, every file it serves gzipped and added up. The figure is logged.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { buildConsole } from '../../console/build.mjs';
import { testTempDir } from '../support/temp-dirs.js';

const LIMIT_BYTES = 300 * 1024;
const outDir = testTempDir('console-bundle');

it('the console’s files weigh under 300 KB gzipped', async () => {
  const files = await buildConsole({ outDir });
  const served = [path.join(outDir, 'index.html'), ...files.map((file) => path.join(outDir, 'assets', file.name))];
  const gzipped = served.map((file) => ({
    name: path.basename(file),
    bytes: gzipSync(fs.readFileSync(file), { level: 9 }).length,
  }));
  const total = gzipped.reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `console bundle: ${(total / 1024).toFixed(1)} KB gzipped (${gzipped.map((f) => `${f.name} ${f.bytes} B`).join(', ')})`,
  );
  expect(files.some((file) => file.name.endsWith('.js'))).toBe(true);
  expect(total).toBeLessThan(LIMIT_BYTES);
});
