import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distignoreRules, listArchiveFiles, writeArchive } from '../../src/publish/folder-archive.js';
import { formatProgress } from '../../src/publish/progress.js';
import { endpoint } from '../../src/publish/upload.js';
import { writeTree } from './support.js';
import { testTempDir } from '../support/temp-dirs.js';

describe('publish script parts', () => {
  it("keeps a registry URL's path prefix when it builds endpoints", () => {
    expect(endpoint('https://r.example.com', 'plugins').href).toBe('https://r.example.com/plugins');
    expect(endpoint('https://r.example.com/registry', 'themes').href).toBe('https://r.example.com/registry/themes');
    expect(endpoint('https://r.example.com/registry/', 'plugins/a/versions/1.0').href).toBe(
      'https://r.example.com/registry/plugins/a/versions/1.0',
    );
  });

  it('formats the progress line', () => {
    expect(formatProgress('plugin a 1.0', 1.5 * 1024 * 1024, 3 * 1024 * 1024)).toBe(
      'Uploading plugin a 1.0: 50% (1.5 of 3.0 MiB)',
    );
  });

  it('follows links to files and folders but never loops on a link back up the tree', async () => {
    const root = testTempDir('publish-links');
    writeTree(root, { 'a.php': '<?php', 'lib/b.php': '<?php' });
    fs.symlinkSync(path.join(root, 'a.php'), path.join(root, 'alias.php'));
    fs.symlinkSync(root, path.join(root, 'lib', 'up')); // lib/up -> the root: a cycle
    const files = await listArchiveFiles(root, await distignoreRules(root));
    expect(files.map((f) => f.relative)).toEqual(['', 'a.php', 'alias.php', 'lib/', 'lib/b.php']);
  });

  it('reads .distignore with CRLF line endings and comments', async () => {
    const root = testTempDir('publish-crlf');
    writeTree(root, { 'a.php': '<?php', 'b.log': 'x', 'c/d.txt': 'x', '.distignore': '# comment\r\n*.log\r\nc\r\n' });
    const files = await listArchiveFiles(root, await distignoreRules(root));
    expect(files.map((f) => f.relative)).toEqual(['', 'a.php']);
  });

  it('writes the same bytes for the same tree when the time is pinned (SOURCE_DATE_EPOCH)', async () => {
    const root = testTempDir('publish-repro');
    // The archives go beside the tree, not into it (where the second listing would find the first).
    const out = testTempDir('publish-repro-out');
    writeTree(root, { 'a.php': '<?php', 'lib/b.php': '<?php // b' });
    const files = await listArchiveFiles(root, await distignoreRules(root));
    const pinned = new Date('2024-05-01T12:00:00Z');
    await writeArchive(files, 'repro', path.join(out, '1.zip'), pinned);
    fs.utimesSync(path.join(root, 'a.php'), new Date(), new Date('2030-01-01T00:00:00Z')); // a later checkout
    await writeArchive(
      await listArchiveFiles(root, await distignoreRules(root)),
      'repro',
      path.join(out, '2.zip'),
      pinned,
    );
    const [first, second] = [1, 2].map((n) => fs.readFileSync(path.join(out, `${n}.zip`)));
    expect(first.equals(second)).toBe(true);
  });
});
