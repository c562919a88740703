import { describe, expect, it } from 'vitest';
import { useCli } from '../support/cli.js';
import { keyedFetch } from '../support/client.js';
import { startTestServer } from '../support/server.js';
import { testTempDir } from '../support/temp-dirs.js';

const { cli, cliWith, dataDir } = useCli('cli');

describe('registry keys', () => {
  it('create prints the new key alone on stdout and nothing else', async () => {
    const { stdout, stderr } = await cli(
      'keys',
      'create',
      '--name',
      'ci',
      '--scope',
      'plugins:read,create',
      '--scope',
      'themes:read',
    );
    expect(stdout).toMatch(/^rk_[A-Za-z0-9_-]{43}\n$/);
    expect(stderr).toContain('shown once');
  });

  it("takes a site's scopes in one --scope, as the README gives them (each scope:permission joined by commas)", async () => {
    await cli('keys', 'create', '--name', 'one-scope', '--scope', 'plugins:read,themes:read,sites:enroll');
    await cli(
      'keys',
      'create',
      '--name',
      'mixed',
      '--scope',
      'plugins:read,create,themes:read',
      '--scope',
      'audit:read',
    );
    const { stdout } = await cli('keys', 'list');
    expect(stdout).toMatch(/\tone-scope\tplugins:read themes:read sites:enroll\t/);
    expect(stdout).toMatch(/\tmixed\tplugins:read,create themes:read audit:read\t/);
    await expect(cli('keys', 'create', '--name', 'bad', '--scope', 'plugins:read,themes')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Unknown permission "themes"'),
    });
  });

  it('create takes an enrollment allowance for a site key; list shows allowance, enrolled and expiry', async () => {
    const scope = ['--scope', 'plugins:read,themes:read,sites:enroll'];
    await Promise.all([
      cli('keys', 'create', '--name', 'shop', ...scope, '--site-url', 'https://SHOP.example.com/'),
      cli('keys', 'create', '--name', 'fleet', ...scope, '--sites', '200', '--expires', '2026-12-31'),
      cli(
        'keys',
        'create',
        '--name',
        'pipeline',
        ...scope,
        '--sites',
        '5',
        '--approved',
        '--expires',
        '2026-06-01T12:00:00+02:00',
      ),
      cli('keys', 'create', '--name', 'one', ...scope),
    ]);
    const { stdout } = await cli('keys', 'list');
    const row = (name: string) =>
      stdout
        .split('\n')
        .find((line) => line.split('\t')[1] === name)
        ?.split('\t')
        .slice(5);
    expect(row('shop')).toEqual(['https://shop.example.com', '0', 'never']);
    expect(row('fleet')).toEqual(['200 sites', '0', '2026-12-31T23:59:59.999Z']);
    expect(row('pipeline')).toEqual(['5 sites (approved)', '0', '2026-06-01T10:00:00.000Z']);
    expect(row('one')).toEqual(['1 site', '0', 'never']);
    const refused = (args: string[], message: string) =>
      expect(cli('keys', 'create', '--name', 'bad', ...args)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(message),
      });
    await Promise.all([
      refused([...scope, '--sites', '0'], '--sites must be a whole number from 1.'),
      refused([...scope, '--site-url', 'https://a.example', '--sites', '3'], '--site-url binds the key to one site'),
      refused([...scope, '--expires', 'next year'], '--expires takes a date'),
      refused([...scope, '--expires', '2026-02-30'], '--expires takes a date'),
      refused([...scope, '--site-url', 'ftp://a.example'], '--site-url must be an http(s) URL.'),
      refused(['--scope', 'plugins:read', '--sites', '2'], 'are for keys with sites:enroll'),
    ]);
    expect((await cli('keys', 'list')).stdout).not.toMatch(/\tbad\t/);
  }, 60_000);

  it('list shows names and scopes but never a key', async () => {
    const { stdout: created } = await cli('keys', 'create', '--name', 'lister', '--scope', 'themes:read');
    const { stdout } = await cli('keys', 'list');
    expect(stdout).toMatch(/key_[0-9a-f]{12}\tlister\tthemes:read\t.*\tactive/);
    expect(stdout.split('\n')[0]).toBe('id\tname\tscopes\tcreated\tstate\tallowance\tenrolled\texpires'); // a header row names the columns
    expect(stdout).not.toContain(created.trim());
  });

  it('a created key works against a server on the same data dir, and revoke ends it', async () => {
    const { stdout } = await cli('keys', 'create', '--name', 'e2e', '--scope', 'plugins:read');
    const key = stdout.trim();
    const server = await startTestServer({}, dataDir());
    try {
      expect((await keyedFetch(server.url, key, 'GET', '/plugins')).status).toBe(200);
      const id = (await server.storage.keys.list()).find((k) => k.name === 'e2e')!.id;
      await cli('keys', 'revoke', id);
      const response = await keyedFetch(server.url, key, 'GET', '/plugins');
      expect(response.status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('refuses an unknown permission with a clear message and exit code 1', async () => {
    await expect(cli('keys', 'create', '--name', 'bad', '--scope', 'plugins:write')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Unknown permission "write"'),
    });
  });

  it('reports a bad configuration value naming the variable', async () => {
    const result = cliWith({ REGISTRY_STORAGE: 'floppy' }, 'keys', 'list');
    await expect(result).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('REGISTRY_STORAGE must be "local" or "azure"; got "floppy".'),
    });
  });
});

describe('restarts', () => {
  it('the local adapter keeps keys across a server restart', async () => {
    const dir = testTempDir('restart');
    const first = await startTestServer({}, dir);
    const key = await first.key({ plugins: ['read'] });
    await first.close();
    const second = await startTestServer({}, dir);
    try {
      expect((await keyedFetch(second.url, key, 'GET', '/plugins')).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
