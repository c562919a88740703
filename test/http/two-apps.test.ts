/**
 * Two registries in one process, each created by createApp against its own storage, at the same
 * public address (so a cached answer of one would be found under the same URL by the other):
 * neither serves the other's cached answers. Runs on both adapters (vitest projects).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registryClient, type RegistryClient, slugPath, uploadPlugin } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, startTestServer, type TestServer } from '../support/server.js';

const SAME_ADDRESS = { REGISTRY_BASE_URL: 'http://registry.test' };
const servers: TestServer[] = [];
let first: RegistryClient;
let second: RegistryClient;

beforeAll(async () => {
  servers.push(await startTestServer(SAME_ADDRESS), await startTestServer(SAME_ADDRESS));
  [first, second] = await Promise.all(
    servers.map(async (server) => registryClient(server.url, await server.key(FULL_ACCESS))),
  );
  expect(
    (await uploadPlugin(first, pluginZip({ slug: 'shared-slug', version: '1.0.0' }), 'The first registry.')).response
      .status,
  ).toBe(201);
  expect(
    (await uploadPlugin(second, pluginZip({ slug: 'shared-slug', version: '2.0.0' }), 'The second registry.')).response
      .status,
  ).toBe(201);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const versionAt = async (client: RegistryClient) =>
  (await client.GET('/plugins/{slug}', slugPath('shared-slug'))).data?.version;
const pageAt = async (client: RegistryClient) => (await client.GET('/plugins', {})).data?.plugins.map((p) => p.version);

it('each app answers from its own storage, however often the other was asked the same URL', async () => {
  for (let round = 0; round < 3; round++) {
    expect(await versionAt(first)).toBe('1.0.0');
    expect(await versionAt(second)).toBe('2.0.0');
    expect(await pageAt(first)).toEqual(['1.0.0']);
    expect(await pageAt(second)).toEqual(['2.0.0']);
  }
});

it('a change in one app moves nothing cached in the other', async () => {
  expect(
    (await uploadPlugin(first, pluginZip({ slug: 'shared-slug', version: '1.1.0' }), 'Again.')).response.status,
  ).toBe(201);
  expect(await versionAt(first)).toBe('1.1.0');
  expect(await versionAt(second)).toBe('2.0.0');
});
