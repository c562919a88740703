import { describe, expect, it } from 'vitest';
import { registryClient, uploadPlugin } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { rawRequest } from '../support/raw-http.js';
import { FULL_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

const FORWARDED = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'registry.acme.example' };

async function linksSeenBehindProxy(server: TestServer) {
  const key = await server.key(FULL_ACCESS);
  await uploadPlugin(registryClient(server.url, key), pluginZip({ slug: 'proxied' }));
  const response = await fetch(`${server.url}/plugins/proxied`, { headers: { 'X-API-KEY': key, ...FORWARDED } });
  return (await response.json()) as {
    download_link: string;
    icons: { default: string };
    versions: Record<string, string>;
  };
}

describe('behind a reverse proxy (no REGISTRY_BASE_URL)', () => {
  let server: TestServer;
  useTestServer((started) => ({ server } = started), { REGISTRY_BASE_URL: '' });

  it('builds every link on the forwarded scheme and host', async () => {
    const plugin = await linksSeenBehindProxy(server);
    expect(plugin.download_link).toMatch(/^https:\/\/registry\.acme\.example\/downloads\/plugins\/proxied\//);
    expect(plugin.icons.default).toBe('https://registry.acme.example/assets/default-icon.svg');
    expect(Object.values(plugin.versions).every((link) => link.startsWith('https://registry.acme.example/'))).toBe(
      true,
    );
  });

  it('signs the path, not the host: the link downloads when fetched at the server directly', async () => {
    const key = await server.key(FULL_ACCESS);
    const response = await fetch(`${server.url}/plugins/proxied`, { headers: { 'X-API-KEY': key, ...FORWARDED } });
    const link = new URL(((await response.json()) as { download_link: string }).download_link);
    const direct = `${server.url}${link.pathname}${link.search}`;
    expect((await fetch(direct)).status).toBe(200);
  });

  it('answers the same URL asked through two public addresses with the links of each (cached apart)', async () => {
    const key = await server.key(FULL_ACCESS);
    const ask = async (host: string) => {
      const response = await fetch(`${server.url}/plugins/proxied`, {
        headers: { 'X-API-KEY': key, 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': host },
      });
      return new URL(((await response.json()) as { download_link: string }).download_link).host;
    };
    expect(await ask('registry.acme.example')).toBe('registry.acme.example');
    expect(await ask('mirror.acme.example')).toBe('mirror.acme.example');
    expect(await ask('registry.acme.example')).toBe('registry.acme.example');
  });

  it('uses one public address in one answer: author_profile, the author anchor and GET /author follow the Host too', async () => {
    const key = await server.key(FULL_ACCESS);
    await uploadPlugin(registryClient(server.url, key), pluginZip({ slug: 'no-author-uri' })); // no Author URI header
    const ask = async (path: string) =>
      JSON.parse((await rawRequest(server.url, path, { headers: { 'X-API-KEY': key, Host: 'other.example' } })).text);
    const plugin = (await ask('/plugins/no-author-uri')) as {
      download_link: string;
      author: string;
      author_profile: string;
      icons: { default: string };
    };
    expect(plugin.download_link).toMatch(/^http:\/\/other\.example\/downloads\//);
    expect(plugin.icons.default).toBe('http://other.example/assets/default-icon.svg');
    expect(plugin.author_profile).toBe('http://other.example');
    expect(plugin.author).toBe('<a href="http://other.example" target="_blank">Registry</a>');
    expect(await ask('/author')).toEqual({ Author: 'Registry', 'Author URI': 'http://other.example' });
  });

  it('keeps REGISTRY_AUTHOR_URI when it is set', async () => {
    const fixed = await startTestServer({ REGISTRY_BASE_URL: '', REGISTRY_AUTHOR_URI: 'https://acme.example' });
    try {
      const key = await fixed.key(FULL_ACCESS);
      const response = await rawRequest(fixed.url, '/author', { headers: { 'X-API-KEY': key, Host: 'other.example' } });
      expect(JSON.parse(response.text)).toEqual({ Author: 'Registry', 'Author URI': 'https://acme.example' });
    } finally {
      await fixed.close();
    }
  });
});

describe('forwarded headers are ignored', () => {
  it('from hops that are not trusted (REGISTRY_TRUST_PROXY=false)', async () => {
    const server = await startTestServer({ REGISTRY_BASE_URL: '', REGISTRY_TRUST_PROXY: 'false' });
    try {
      const plugin = await linksSeenBehindProxy(server);
      expect(plugin.download_link.startsWith(`${server.url}/downloads/`)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('when REGISTRY_BASE_URL fixes the public address', async () => {
    const server = await startTestServer({ REGISTRY_BASE_URL: 'https://fixed.acme.example' });
    try {
      const plugin = await linksSeenBehindProxy(server);
      expect(plugin.download_link.startsWith('https://fixed.acme.example/downloads/')).toBe(true);
    } finally {
      await server.close();
    }
  });
});
