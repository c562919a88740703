import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { newKeyPair, privateKeyOf, signedMessage, signMessage } from '../../src/packages/signature.js';
import type { PackageType } from '../../src/packages/manifest.js';
import { keyIdOf } from '../support/ids.js';
import { updateCheckBody } from '../support/sites.js';
import { keyedFetch, type RegistryClient, uploadForm, uploadPlugin, uploadTheme } from '../support/client.js';
import { pluginZip, sha384, themeZip } from '../support/packages.js';
import { startTestServer, TEST_STORAGE, type TestServer } from '../support/server.js';
import { azuriteConnectionString, randomAzureNames } from '../support/azure.js';
import { childEnv } from '../support/child-server.js';
import { useTestServer } from '../support/use-test-server.js';

/**
 * Signed releases on a real server (both adapters): with REGISTRY_SIGNING_KEYS, only uploads
 * signed by one of the keys, for the type, slug and version of the archive's headers and the
 * bytes received, are stored; update checks carry what a site verifies.
 */

const ci = newKeyPair();
const next = newKeyPair(); // the key CI rotates to
const stranger = newKeyPair();

const NOT_SIGNED = 'The archive is not signed.';
const UNTRUSTED = "The archive's signature does not verify against any trusted key.";

function signature(
  keys: { privateKey: string },
  type: PackageType,
  slug: string,
  version: string,
  bytes: Buffer,
): string {
  return signMessage(privateKeyOf(keys.privateKey)!, signedMessage(type, slug, version, sha384(bytes)));
}

let server: TestServer;
let admin: RegistryClient;

const FULL = { percent: 100, rings: [], halted: false, withdrawn: false };

async function versions(target: TestServer, type: 'plugins' | 'themes', slug: string): Promise<any[]> {
  const key = await target.key({ plugins: ['read'], themes: ['read'] });
  const response = await keyedFetch(target.url, key, 'GET', `/${type}/${slug}/versions`);
  expect(response.status).toBe(200);
  return (await response.json()) as any[];
}
const stateOf = ({ version, signed, signing_key_id, rollout }: any) => ({ version, signed, signing_key_id, rollout });

async function updateCheck(target: TestServer, plugins: Record<string, string>, themes: Record<string, string> = {}) {
  const key = await target.key({ plugins: ['read'], themes: ['read'] });
  const response = await keyedFetch(
    target.url,
    key,
    'POST',
    '/update-check',
    updateCheckBody({ url: 'https://shop.acme.example', plugins, themes }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as {
    plugins: Record<string, Record<string, string>>;
    themes: Record<string, Record<string, string>>;
    no_update: { plugins: Record<string, Record<string, string>> };
  };
}

describe('with REGISTRY_SIGNING_KEYS (two keys: rotation)', () => {
  useTestServer((started) => ({ server, api: admin } = started), {
    REGISTRY_SIGNING_KEYS: `${ci.publicKey}, ${next.publicKey}`,
  });

  /** The refusal, and that nothing was stored by it. */
  async function expectRefused(
    upload: Promise<{ response: Response; error?: unknown }>,
    message: string,
    slug = 'acme-forms',
  ) {
    const before = await server.archiveNames();
    const { response, error } = await upload;
    expect(response.status).toBe(400);
    expect(error).toEqual({ status: 400, error: 400, messages: { error: message } });
    expect(await server.archiveNames()).toEqual(before);
    expect(server.spooledFiles()).toEqual([]);
    return slug;
  }

  it('refuses an unsigned upload, storing nothing', async () => {
    await expectRefused(uploadPlugin(admin, pluginZip({ slug: 'acme-forms', version: '1.0.0' })), NOT_SIGNED);
    await expectRefused(uploadTheme(admin, themeZip({ slug: 'acme-blocks', version: '1.0.0' })), NOT_SIGNED);
    expect((await admin.GET('/plugins/{slug}', { params: { path: { slug: 'acme-forms' } } })).response.status).toBe(
      404,
    );
    expect((await admin.GET('/themes/{slug}', { params: { path: { slug: 'acme-blocks' } } })).response.status).toBe(
      404,
    );
  });

  it('refuses a signature by a key it does not trust', async () => {
    const bytes = pluginZip({ slug: 'acme-forms', version: '1.0.0' });
    await expectRefused(
      uploadPlugin(admin, bytes, undefined, signature(stranger, 'plugin', 'acme-forms', '1.0.0', bytes)),
      UNTRUSTED,
    );
  });

  it('refuses a trusted signature made for another version, another slug, the other type, or other bytes', async () => {
    const bytes = pluginZip({ slug: 'acme-forms', version: '1.0.0' });
    const other = pluginZip({ slug: 'acme-forms', version: '1.0.0', description: 'Other bytes.' });
    const mislabelled = [
      signature(ci, 'plugin', 'acme-forms', '1.0.1', bytes), // a signed archive of one version passed off as another
      signature(ci, 'plugin', 'acme-other', '1.0.0', bytes),
      signature(ci, 'theme', 'acme-forms', '1.0.0', bytes),
      signature(ci, 'plugin', 'acme-forms', '1.0.0', other), // tampered bytes
    ];
    for (const sig of mislabelled) await expectRefused(uploadPlugin(admin, bytes, undefined, sig), UNTRUSTED);
    expect((await admin.GET('/plugins/{slug}', { params: { path: { slug: 'acme-forms' } } })).response.status).toBe(
      404,
    );
  });

  it('refuses a signature field that is not base64 of 64 bytes (the spec says what it must be)', async () => {
    const bytes = pluginZip({ slug: 'acme-forms', version: '1.0.0' });
    const { response, error } = await uploadPlugin(admin, bytes, undefined, 'not-a-signature');
    expect(response.status).toBe(400);
    expect(JSON.stringify(error)).toContain('signature');
    expect(await server.archiveNames()).toEqual([]);
  });

  it('stores uploads signed by either key, and every update-check item carries their SHA-384 and signature', async () => {
    const v1 = pluginZip({ slug: 'acme-forms', version: '1.0.0' });
    const v2 = pluginZip({ slug: 'acme-forms', version: '1.1.0' });
    const theme = themeZip({ slug: 'acme-blocks', version: '1.0.0' });
    const sig1 = signature(ci, 'plugin', 'acme-forms', '1.0.0', v1);
    const sig2 = signature(next, 'plugin', 'acme-forms', '1.1.0', v2); // after rotation
    const sigTheme = signature(next, 'theme', 'acme-blocks', '1.0.0', theme);
    expect((await uploadPlugin(admin, v1, undefined, sig1)).response.status).toBe(201);
    // Every form field at once: notes, the rollout fields and the signature.
    const form = uploadForm('plugin', v2, 'Second release.', sig2);
    form.append('rollout_percent', '100');
    form.append('rollout_rings', 'canary');
    expect((await admin.POST('/plugins', { body: { plugin: '' }, bodySerializer: () => form })).response.status).toBe(
      201,
    );
    expect((await uploadTheme(admin, theme, undefined, sigTheme)).response.status).toBe(201);

    const answer = await updateCheck(server, { 'acme-forms': '0.9.0' }, { 'acme-blocks': '0.9.0' });
    expect(answer.plugins['acme-forms/acme-forms.php']).toMatchObject({
      new_version: '1.1.0',
      sha384: sha384(v2),
      signature: sig2,
    });
    expect(answer.themes['acme-blocks']).toMatchObject({
      new_version: '1.0.0',
      sha384: sha384(theme),
      signature: sigTheme,
    });
    // Up to date: the item describes the installed latest, with its own.
    const current = await updateCheck(server, { 'acme-forms': '1.1.0' });
    expect(current.no_update.plugins['acme-forms/acme-forms.php']).toMatchObject({
      new_version: '1.1.0',
      sha384: sha384(v2),
      signature: sig2,
    });
    // The archive served is the one whose SHA-384 is offered.
    const download = await fetch(answer.plugins['acme-forms/acme-forms.php'].package);
    expect(sha384(Buffer.from(await download.arrayBuffer()))).toBe(sha384(v2));

    // The version lists say which key verified each version, and each version's rollout, in one request.
    expect((await versions(server, 'plugins', 'acme-forms')).map(stateOf)).toEqual([
      {
        version: '1.1.0',
        signed: true,
        signing_key_id: keyIdOf(next.publicKey),
        rollout: { percent: 100, rings: ['canary'], halted: false, withdrawn: false },
      },
      { version: '1.0.0', signed: true, signing_key_id: keyIdOf(ci.publicKey), rollout: FULL },
    ]);
    expect((await versions(server, 'themes', 'acme-blocks')).map(stateOf)).toEqual([
      { version: '1.0.0', signed: true, signing_key_id: keyIdOf(next.publicKey), rollout: FULL },
    ]);
    // One version alone says the same.
    const one = await admin.GET('/plugins/{slug}/versions/{version}', {
      params: { path: { slug: 'acme-forms', version: '1.0.0' } },
    });
    expect(stateOf(one.data)).toMatchObject({ signing_key_id: keyIdOf(ci.publicKey) });
  });
});

describe('without REGISTRY_SIGNING_KEYS', () => {
  let plain: TestServer;
  let plainAdmin: RegistryClient;
  useTestServer((started) => ({ server: plain, api: plainAdmin } = started));

  it('stores a signature sent unchecked, and unsigned uploads as before (empty signature in update checks)', async () => {
    const signed = pluginZip({ slug: 'acme-forms', version: '1.0.0' });
    const sig = signature(stranger, 'plugin', 'acme-forms', '1.0.0', signed);
    expect((await uploadPlugin(plainAdmin, signed, undefined, sig)).response.status).toBe(201);
    const unsigned = pluginZip({ slug: 'acme-tools', version: '1.0.0' });
    expect((await uploadPlugin(plainAdmin, unsigned)).response.status).toBe(201);
    const answer = await updateCheck(plain, { 'acme-forms': '0.1.0', 'acme-tools': '0.1.0' });
    expect(answer.plugins['acme-forms/acme-forms.php']).toMatchObject({ sha384: sha384(signed), signature: sig });
    expect(answer.plugins['acme-tools/acme-tools.php']).toMatchObject({ sha384: sha384(unsigned), signature: '' });
    // Signed but not checked: no key is known to have verified it.
    expect((await versions(plain, 'plugins', 'acme-forms')).map(stateOf)).toEqual([
      { version: '1.0.0', signed: true, signing_key_id: null, rollout: FULL },
    ]);
    expect((await versions(plain, 'plugins', 'acme-tools')).map(stateOf)).toEqual([
      { version: '1.0.0', signed: false, signing_key_id: null, rollout: FULL },
    ]);
  });
});

describe('start-up', () => {
  it('refuses a malformed key in REGISTRY_SIGNING_KEYS, naming it, and does not listen', async () => {
    const storageEnv: Record<string, string> =
      TEST_STORAGE === 'azure'
        ? (() => {
            const names = randomAzureNames();
            return {
              REGISTRY_STORAGE: 'azure',
              AZURE_STORAGE_CONNECTION_STRING: azuriteConnectionString(),
              REGISTRY_AZURE_TABLE: names.table,
              REGISTRY_AZURE_CONTAINER: names.container,
            };
          })()
        : {};
    const malformed = `${ci.publicKey.slice(0, 40)}=`; // cut short: 30 bytes
    const env = await childEnv({ ...storageEnv, REGISTRY_SIGNING_KEYS: `${ci.publicKey},${malformed}` });
    const run = promisify(execFile)(path.resolve('node_modules/.bin/tsx'), [path.resolve('src/cli.ts'), 'serve'], {
      env,
      timeout: 30_000,
    });
    const failed = await run.then(
      () => undefined,
      (err: { code?: number; stderr?: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(`REGISTRY_SIGNING_KEYS must list Ed25519 public keys`);
    expect(failed?.stderr).toContain(`"${malformed}" is not one`);
    expect(failed?.stderr).not.toContain(`"${ci.publicKey}" is not one`);
    // The same key whole starts: the start-up check is about the key, not the variable.
    await expect(
      startTestServer({ REGISTRY_SIGNING_KEYS: ci.publicKey }).then((s) => s.close()),
    ).resolves.toBeUndefined();
  });
});
