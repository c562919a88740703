import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useCli } from '../support/cli.js';
import { keyedFetch, uploadForm } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { startTestServer } from '../support/server.js';

const { cli, dataDir } = useCli('audit-cli');
/** The action column of the table `registry audit` printed, entry by entry, without the heading. */
const actions = (stdout: string) =>
  stdout
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => line.split(/ {2,}/)[1]);

// Each test runs the CLI five times through tsx, a few seconds each on a loaded machine.
describe('registry audit', { timeout: 120_000 }, () => {
  it('prints what the keys CLI and a server recorded, as a table, newest first, with filters', async () => {
    const { stdout: created } = await cli(
      'keys',
      'create',
      '--name',
      'release-ci',
      '--scope',
      'plugins:read,create,update',
      '--scope',
      'themes:read',
    );
    const key = created.trim();
    const server = await startTestServer({}, dataDir());
    let keyId: string;
    try {
      keyId = (await server.storage.keys.list()).find((k) => k.name === 'release-ci')!.id;
      const upload = await fetch(`${server.url}/plugins`, {
        method: 'POST',
        headers: { 'X-API-KEY': key, 'X-Request-Id': 'cli-req-1' },
        body: uploadForm('plugin', pluginZip({ slug: 'acme-forms', version: '1.0.0' })),
      });
      expect(upload.status).toBe(201);
      const patch = await keyedFetch(server.url, key, 'PATCH', '/plugins/acme-forms/versions/1.0.0', {
        release_notes: 'First line\nsecond line',
      });
      expect(patch.status).toBe(200);
    } finally {
      await server.close();
    }
    await cli('keys', 'revoke', keyId);

    const { stdout, stderr } = await cli('audit');
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^time {2,}action {2,}slug {2,}version {2,}actor {2,}request {2,}client request {2,}changes$/,
    );
    expect(actions(stdout)).toEqual(['key.revoke', 'plugin.version.update', 'plugin.upload', 'key.create']);
    expect(lines[2]).toContain(`release-ci (${keyId})`);
    expect(lines[2]).toContain('release_notes: "" -> "First line\\nsecond line"');
    expect(lines[3]).toContain('cli-req-1');
    expect(lines[4]).toContain('cli:keys');
    expect(lines[4]).toContain('name: null -> "release-ci"');
    // Columns line up: each starts at the same offset on every line.
    const start = (line: string, column: number) =>
      line
        .split(/(?<= {2,})(?=\S)/)
        .slice(0, column)
        .join('').length;
    for (const line of lines) for (const column of [1, 2, 3]) expect(start(line, column)).toBe(start(lines[0], column));
    expect(stderr).toContain('4 of 4 entries');
    expect(stdout).not.toContain(key);
    expect(stdout).not.toContain(createHash('sha256').update(key).digest('hex'));

    const filtered = await cli(
      'audit',
      '--slug',
      'acme-forms',
      '--action',
      'plugin.upload',
      '--since',
      new Date().toISOString().slice(0, 10),
    );
    expect(actions(filtered.stdout)).toEqual(['plugin.upload']);
    const paged = await cli('audit', '--per-page', '1', '--page', '2');
    expect(actions(paged.stdout)).toEqual(['plugin.version.update']);
  });

  it('refuses a bad value with one line naming it, and exit code 1', async () => {
    for (const args of [
      ['--since', 'yesterday'],
      ['--until', '2026-02-30'],
      ['--page', '0'],
      ['--type', 'package'],
      ['--action', 'plugin.publish'],
    ]) {
      const failed = await cli('audit', ...args).then(
        () => undefined,
        (err: { code: number; stderr: string }) => err,
      );
      expect(failed?.code, args.join(' ')).toBe(1);
      expect(failed!.stderr).toMatch(new RegExp(`^(--)?${args[0].replace(/^--/, '')}\\b`));
    }
  });
});
