import { createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedMessage } from '../../src/packages/signature.js';
import { sha384 } from '../support/packages.js';
import { offeredPlugin } from '../support/client.js';
import { FULL_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import {
  bareFolder,
  keygen,
  pluginMain,
  runScript,
  startCountingProxy,
  writeTree,
  type CountingProxy,
} from './support.js';
import { testTempDir } from '../support/temp-dirs.js';

/**
 * Signed releases from the bundled publish script, run with a bare `node`: `keygen` prints a key
 * pair whose signatures verify with the public key it printed (here with node:crypto, and in
 * the WordPress test with PHP's sodium), and a registry trusting that key takes what it signs.
 */
let script: string;
let work: string;

beforeAll(() => {
  script = bareFolder().script;
});
afterAll(() => fs.rmSync(path.dirname(script), { recursive: true, force: true }));
beforeEach(() => {
  work = testTempDir('publish-sign');
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

const publicKeyObject = (base64: string) =>
  createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(base64, 'base64').toString('base64url') },
    format: 'jwk',
  });

describe('registry-publish keygen', () => {
  it('prints base64 of a 32-byte seed and of its 32-byte public key, different every time, and says where each goes', async () => {
    const first = await keygen(script);
    const second = await keygen(script);
    for (const pair of [first, second]) {
      expect(Buffer.from(pair.privateKey, 'base64')).toHaveLength(32);
      expect(Buffer.from(pair.publicKey, 'base64')).toHaveLength(32);
      expect(Buffer.from(pair.publicKey, 'base64').toString('base64')).toBe(pair.publicKey);
    }
    expect(second.privateKey).not.toBe(first.privateKey);
    expect(first.stderr).toContain('REGISTRY_SIGNING_KEYS');
    expect(first.stderr).toContain("define( 'EXTENSION_REGISTRY_SIGNING_KEYS'");
  });
});

describe('registry-publish with EXTENSION_REGISTRY_SIGNING_KEY', () => {
  let server: TestServer;
  let key: string;
  let proxy: CountingProxy;
  let pair: { privateKey: string; publicKey: string };

  beforeAll(async () => {
    // The registry trusts the public key keygen printed.
    pair = await keygen(script);
    server = await startTestServer({ REGISTRY_SIGNING_KEYS: pair.publicKey });
    key = await server.key(FULL_ACCESS);
    proxy = await startCountingProxy(server.url);
  });
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
  });

  const publish = (args: string[], env: Record<string, string>) =>
    runScript(script, args, { EXTENSION_REGISTRY_URL: proxy.url, EXTENSION_REGISTRY_KEY: key, ...env });

  it('signs the archive it built: the registry trusting the printed public key stores it, and the signature verifies over the archive served', async () => {
    const source = path.join(work, 'acme-signed');
    writeTree(source, { 'acme-signed.php': pluginMain('Acme Signed', '1.0.0') });
    const run = await publish([source], { EXTENSION_REGISTRY_SIGNING_KEY: pair.privateKey });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`Signed with the key whose public key is ${pair.publicKey}.`);
    expect(run.stderr + run.stdout).not.toContain(pair.privateKey);

    const siteKey = await server.key({ plugins: ['read'], themes: ['read'] });
    const item = (await offeredPlugin(server.url, siteKey, 'acme-signed', '0.1.0')) as {
      package: string;
      sha384: string;
      signature: string;
    };
    const archive = Buffer.from(await (await fetch(item.package)).arrayBuffer());
    expect(item.sha384).toBe(sha384(archive));
    const message = signedMessage('plugin', 'acme-signed', '1.0.0', sha384(archive));
    expect(verify(null, message, publicKeyObject(pair.publicKey), Buffer.from(item.signature, 'base64'))).toBe(true);
    // And not for another version: the signature binds the version.
    expect(
      verify(
        null,
        signedMessage('plugin', 'acme-signed', '1.0.1', sha384(archive)),
        publicKeyObject(pair.publicKey),
        Buffer.from(item.signature, 'base64'),
      ),
    ).toBe(false);
  });

  it('without the signing key the upload goes unsigned, and this registry refuses it (exit 2)', async () => {
    const source = path.join(work, 'acme-unsigned');
    writeTree(source, { 'acme-unsigned.php': pluginMain('Acme Unsigned', '1.0.0') });
    const run = await publish([source], {});
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('The registry refused the archive: The archive is not signed.');
  });

  it('a signing key of another pair is refused by the registry (exit 2)', async () => {
    const other = await keygen(script);
    const source = path.join(work, 'acme-other');
    writeTree(source, { 'acme-other.php': pluginMain('Acme Other', '1.0.0') });
    const run = await publish([source], { EXTENSION_REGISTRY_SIGNING_KEY: other.privateKey });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("The archive's signature does not verify against any trusted key.");
  });

  it('a malformed signing key: exit 1 with a clear message, nothing sent, the value never printed', async () => {
    const source = path.join(work, 'acme-bad-key');
    writeTree(source, { 'acme-bad-key.php': pluginMain('Acme Bad Key', '1.0.0') });
    for (const bad of [
      pair.privateKey.slice(0, 30),
      `${pair.privateKey}AAAA`,
      'not base64 at all!',
      pair.publicKey.replace(/.=$/, '!='),
    ]) {
      proxy.uploads = 0;
      const run = await publish([source], { EXTENSION_REGISTRY_SIGNING_KEY: bad });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('EXTENSION_REGISTRY_SIGNING_KEY is not a signing key');
      expect(run.stderr).not.toContain(bad);
      expect(proxy.uploads).toBe(0);
    }
  });
});
