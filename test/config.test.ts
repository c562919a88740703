import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('works on a fresh machine with no variables set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      baseUrl: 'http://localhost:8080',
      storage: 'local',
      dataDir: path.resolve('data'),
      author: { name: 'Registry', uri: 'http://localhost:8080' },
      authorUriIsFixed: false,
      maxUploadBytes: 104_857_600,
      linkTtlSeconds: 3600,
      keepAliveSeconds: 65,
      bodyIdleSeconds: 60,
      corsOrigins: [],
    });
    expect(config.downloadUrl).toBeUndefined();
  });

  it('reads the connection times and refuses values outside 1..3600 s, naming the variable', () => {
    expect(loadConfig({ REGISTRY_KEEP_ALIVE_SECONDS: '120', REGISTRY_BODY_IDLE_SECONDS: '5' })).toMatchObject({
      keepAliveSeconds: 120,
      bodyIdleSeconds: 5,
    });
    expect(() => loadConfig({ REGISTRY_KEEP_ALIVE_SECONDS: '0' })).toThrow(
      /REGISTRY_KEEP_ALIVE_SECONDS must be a whole number from 1 to 3600/,
    );
    expect(() => loadConfig({ REGISTRY_BODY_IDLE_SECONDS: '1.5' })).toThrow(
      /REGISTRY_BODY_IDLE_SECONDS must be a whole number from 1 to 3600/,
    );
  });

  it('derives the base URL from PORT and strips trailing slashes', () => {
    expect(loadConfig({ PORT: '9000' }).baseUrl).toBe('http://localhost:9000');
    expect(loadConfig({ REGISTRY_BASE_URL: 'https://registry.acme.example/' }).baseUrl).toBe(
      'https://registry.acme.example',
    );
  });

  it('sizes the response cache in MiB, 128 by default, 0 to turn it off', () => {
    expect(loadConfig({}).responseCacheBytes).toBe(128 * 2 ** 20);
    expect(loadConfig({ REGISTRY_RESPONSE_CACHE_MB: '0' }).responseCacheBytes).toBe(0);
    expect(() => loadConfig({ REGISTRY_RESPONSE_CACHE_MB: '-1' })).toThrow(
      'REGISTRY_RESPONSE_CACHE_MB must be a whole number from 0 to 65536; got "-1".',
    );
  });

  it('sizes the SQLite page cache of the local adapter in MiB, 32 by default', () => {
    expect(loadConfig({}).sqliteCacheMiB).toBe(32);
    expect(loadConfig({ REGISTRY_SQLITE_CACHE_MB: '512' }).sqliteCacheMiB).toBe(512);
    for (const bad of ['0', '-1', '1.5', 'lots'])
      expect(() => loadConfig({ REGISTRY_SQLITE_CACHE_MB: bad })).toThrow(
        `REGISTRY_SQLITE_CACHE_MB must be a whole number from 1 to 65536; got "${bad}".`,
      );
  });

  it('REGISTRY_COMPOSER_VENDOR: registry by default, a Composer vendor name', () => {
    expect(loadConfig({}).composerVendor).toBe('registry');
    expect(loadConfig({ REGISTRY_COMPOSER_VENDOR: 'acme.digital' }).composerVendor).toBe('acme.digital');
    for (const bad of ['Acme', 'acme/x', '-acme', 'acme--x', 'ac me'])
      expect(() => loadConfig({ REGISTRY_COMPOSER_VENDOR: bad })).toThrow(
        `REGISTRY_COMPOSER_VENDOR must be a Composer vendor name`,
      );
  });

  it('REGISTRY_INVENTORY: all by default, or managed; anything else is refused, naming it', () => {
    expect(loadConfig({}).inventory).toBe('all');
    expect(loadConfig({ REGISTRY_INVENTORY: 'managed' }).inventory).toBe('managed');
    expect(() => loadConfig({ REGISTRY_INVENTORY: 'public' })).toThrow(
      'REGISTRY_INVENTORY must be "all" or "managed"; got "public".',
    );
  });

  it('REGISTRY_CACHE_CHECK_MS: 1000 by default, 0 to read every token, whole milliseconds up to a minute', () => {
    expect(loadConfig({}).cacheCheckMs).toBe(1000);
    expect(loadConfig({ REGISTRY_CACHE_CHECK_MS: '0' }).cacheCheckMs).toBe(0);
    expect(loadConfig({ REGISTRY_CACHE_CHECK_MS: '250' }).cacheCheckMs).toBe(250);
    for (const bad of ['-1', '1.5', '1s', '60001']) {
      expect(() => loadConfig({ REGISTRY_CACHE_CHECK_MS: bad })).toThrow(
        `REGISTRY_CACHE_CHECK_MS must be a whole number from 0 to 60000; got "${bad}".`,
      );
    }
  });

  it('reports every bad value at once, each naming its variable', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        REGISTRY_STORAGE: 's3',
        REGISTRY_BASE_URL: 'ftp://x',
        REGISTRY_LINK_TTL_SECONDS: '5',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems;
      expect(problems).toEqual([
        'PORT must be a whole number from 0 to 65535; got "eighty".',
        'REGISTRY_BASE_URL must be an http(s) URL; got "ftp://x".',
        'REGISTRY_STORAGE must be "local" or "azure"; got "s3".',
        'REGISTRY_LINK_TTL_SECONDS must be a whole number from 60 to 604800; got "5".',
      ]);
    }
  });

  it('REGISTRY_SIGNING_KEYS: comma-separated base64 public keys of 32 bytes; each malformed one is named', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const other = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({}).signingKeys).toEqual([]);
    expect(loadConfig({ REGISTRY_SIGNING_KEYS: ` ${key} ,${other},` }).signingKeys).toEqual([key, other]);
    const bad = [
      Buffer.alloc(31).toString('base64'),
      Buffer.alloc(64).toString('base64'),
      `${key.slice(0, -2)}!=`,
      'plainly-not',
    ];
    try {
      loadConfig({ REGISTRY_SIGNING_KEYS: [key, ...bad].join(',') });
      expect.unreachable('a malformed key must stop start-up');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems;
      expect(problems).toHaveLength(bad.length);
      bad.forEach((entry, i) => expect(problems[i]).toContain(`"${entry}" is not one`));
    }
  });

  describe('azure: a connection string or an identity, exactly one', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig({ REGISTRY_STORAGE: 'azure', ...env });
        return [];
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as ConfigError).problems;
      }
    };

    it('needs one of them', () => {
      expect(problemsOf({})).toEqual([
        'REGISTRY_STORAGE=azure needs AZURE_STORAGE_CONNECTION_STRING (account key), or AZURE_STORAGE_ACCOUNT_NAME, ' +
          'or AZURE_STORAGE_BLOB_URL and AZURE_STORAGE_TABLE_URL (Entra ID: managed identity, az login).',
      ]);
    });

    it('takes a connection string alone', () => {
      const config = loadConfig({
        REGISTRY_STORAGE: 'azure',
        AZURE_STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true',
      });
      expect(config.azure).toEqual({
        connectionString: 'UseDevelopmentStorage=true',
        identity: undefined,
        table: 'registry',
        container: 'packages',
      });
    });

    it('takes an account name: public cloud endpoints', () => {
      const config = loadConfig({ REGISTRY_STORAGE: 'azure', AZURE_STORAGE_ACCOUNT_NAME: 'acmeregistry' });
      expect(config.azure.connectionString).toBeUndefined();
      expect(config.azure.identity).toEqual({
        accountName: 'acmeregistry',
        blobUrl: 'https://acmeregistry.blob.core.windows.net',
        tableUrl: 'https://acmeregistry.table.core.windows.net',
      });
    });

    it('takes both URLs, reading the account name from them (sovereign cloud, Azurite) or from AZURE_STORAGE_ACCOUNT_NAME (custom domain)', () => {
      const identity = (env: Record<string, string>) =>
        loadConfig({ REGISTRY_STORAGE: 'azure', ...env }).azure.identity;
      expect(
        identity({
          AZURE_STORAGE_BLOB_URL: 'https://acme.blob.core.chinacloudapi.cn/',
          AZURE_STORAGE_TABLE_URL: 'https://acme.table.core.chinacloudapi.cn',
        }),
      ).toEqual({
        accountName: 'acme',
        blobUrl: 'https://acme.blob.core.chinacloudapi.cn',
        tableUrl: 'https://acme.table.core.chinacloudapi.cn',
      });
      expect(
        identity({
          AZURE_STORAGE_BLOB_URL: 'https://127.0.0.1:10000/devstoreaccount1',
          AZURE_STORAGE_TABLE_URL: 'https://127.0.0.1:10002/devstoreaccount1',
        }),
      ).toEqual({
        accountName: 'devstoreaccount1',
        blobUrl: 'https://127.0.0.1:10000/devstoreaccount1',
        tableUrl: 'https://127.0.0.1:10002/devstoreaccount1',
      });
      expect(
        identity({
          AZURE_STORAGE_ACCOUNT_NAME: 'acme',
          AZURE_STORAGE_BLOB_URL: 'https://files.acme.example',
          AZURE_STORAGE_TABLE_URL: 'https://acme.table.core.windows.net',
        }),
      ).toEqual({
        accountName: 'acme',
        blobUrl: 'https://files.acme.example',
        tableUrl: 'https://acme.table.core.windows.net',
      });
    });

    it('refuses both ways at once, half an identity, http URLs, bad names and custom domains without a name', () => {
      expect(
        problemsOf({
          AZURE_STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true',
          AZURE_STORAGE_ACCOUNT_NAME: 'acme',
        }),
      ).toEqual([
        'AZURE_STORAGE_CONNECTION_STRING and AZURE_STORAGE_ACCOUNT_NAME / AZURE_STORAGE_BLOB_URL / AZURE_STORAGE_TABLE_URL ' +
          'are two ways to reach the storage account; set one of them.',
      ]);
      expect(problemsOf({ AZURE_STORAGE_BLOB_URL: 'https://acme.blob.core.windows.net' })).toEqual([
        'AZURE_STORAGE_TABLE_URL is required with AZURE_STORAGE_BLOB_URL: the registry uses both services of the account.',
      ]);
      expect(
        problemsOf({
          AZURE_STORAGE_ACCOUNT_NAME: 'Acme_Registry',
          AZURE_STORAGE_BLOB_URL: 'http://127.0.0.1:10000/devstoreaccount1',
          AZURE_STORAGE_TABLE_URL: 'nope',
        }),
      ).toEqual([
        'AZURE_STORAGE_ACCOUNT_NAME must be 3-24 lower-case letters and digits; got "Acme_Registry".',
        'AZURE_STORAGE_BLOB_URL must be an https URL (tokens are sent only over https); got "http://127.0.0.1:10000/devstoreaccount1".',
        'AZURE_STORAGE_TABLE_URL must be an https URL (tokens are sent only over https); got "nope".',
      ]);
      expect(
        problemsOf({
          AZURE_STORAGE_BLOB_URL: 'https://files.acme.example',
          AZURE_STORAGE_TABLE_URL: 'https://acme.table.core.windows.net',
        }),
      ).toEqual([
        'AZURE_STORAGE_ACCOUNT_NAME is required with AZURE_STORAGE_BLOB_URL "https://files.acme.example": the URL does not show the account\'s name, which signs download links.',
      ]);
    });

    it('keeps link TTLs within what a user delegation key can cover (not with a connection string)', () => {
      expect(problemsOf({ AZURE_STORAGE_ACCOUNT_NAME: 'acme', REGISTRY_LINK_TTL_SECONDS: '604800' })).toEqual([
        'REGISTRY_LINK_TTL_SECONDS must be at most 518400 (6 days) without a connection string: ' +
          'links are then signed with a user delegation key, which Azure issues for 7 days at most; got "604800".',
      ]);
      expect(problemsOf({ AZURE_STORAGE_ACCOUNT_NAME: 'acme', REGISTRY_LINK_TTL_SECONDS: '518400' })).toEqual([]);
      expect(
        problemsOf({
          AZURE_STORAGE_CONNECTION_STRING: 'UseDevelopmentStorage=true',
          REGISTRY_LINK_TTL_SECONDS: '604800',
        }),
      ).toEqual([]);
    });
  });
});
