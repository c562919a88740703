import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('works on a fresh machine with no variables set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      baseUrl: 'http://localhost:8080',
      storage: 'local',
      dataDir: path.resolve('data'),
      author: { name: 'Registry', uri: 'http://localhost:8080' },
      maxUploadBytes: 104_857_600,
      linkTtlSeconds: 3600,
      corsOrigins: [],
    });
    expect(config.downloadUrl).toBeUndefined();
  });

  it('derives the base URL from PORT and strips trailing slashes', () => {
    expect(loadConfig({ PORT: '9000' }).baseUrl).toBe('http://localhost:9000');
    expect(loadConfig({ REGISTRY_BASE_URL: 'https://registry.acme.example/' }).baseUrl).toBe('https://registry.acme.example');
  });

  it('reports every bad value at once, each naming its variable', () => {
    try {
      loadConfig({ PORT: 'eighty', REGISTRY_STORAGE: 's3', REGISTRY_BASE_URL: 'ftp://x', REGISTRY_LINK_TTL_SECONDS: '5' });
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

  it('needs a connection string for the azure adapter', () => {
    expect(() => loadConfig({ REGISTRY_STORAGE: 'azure' })).toThrow('AZURE_STORAGE_CONNECTION_STRING is required when REGISTRY_STORAGE=azure.');
  });
});
