import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newKeyPair } from '../../src/packages/signature.js';
import { childEnv, createKeyWithCli, startChildServer } from '../support/child-server.js';
import { keyedFetch } from '../support/client.js';
import { startProcess, stopProcess } from '../support/processes.js';

describe('logs', () => {
  it('write one JSON line per request with method, route template, status, duration and id, and never a key or signature', async () => {
    const env = await childEnv();
    const key = await createKeyWithCli(env, 'plugins:read');
    const server = await startChildServer(env);
    try {
      await fetch(`${server.url}/plugins?search=x`, { headers: { 'X-API-KEY': key, 'x-request-id': 'trace-1' } });
      await fetch(`${server.url}/plugins/some-slug/versions/1.0.0`, { headers: { 'X-API-KEY': `${key}-wrong` } });
      const secretLink = `${server.url}/downloads/plugins/x/x-1.0.0-${'a'.repeat(32)}.zip?expires=1&signature=${'b'.repeat(64)}`;
      await fetch(secretLink);
      // Refused for its scopes: the line still names the key, by id, so a flood is tied to its key.
      await keyedFetch(server.url, key, 'DELETE', '/plugins/some-slug');
      await new Promise((r) => setTimeout(r, 300));
      const lines = server
        .output()
        .split('\n')
        .filter((l) => l.includes('"msg":"request"'))
        .map((l) => JSON.parse(l));
      expect(lines).toHaveLength(4);
      expect(lines[0]).toMatchObject({
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        clientReqId: 'trace-1',
        method: 'GET',
        route: '/plugins',
        status: 200,
        durationMs: expect.any(Number),
      });
      expect(lines[1]).toMatchObject({ method: 'GET', route: '/plugins/{slug}/versions/{version}', status: 401 });
      expect(lines[2]).toMatchObject({ route: '/downloads/{kind}/{slug}/{file}', status: 403 });
      expect(lines[0].key_id).toMatch(/^key_[0-9a-f]{12}$/);
      expect(lines[3]).toMatchObject({ route: '/plugins/{slug}', status: 403, key_id: lines[0].key_id });
      // An unknown key has no id to name; no line names a key that was not presented.
      expect(lines[1].key_id).toBeUndefined();
      expect(lines[2].key_id).toBeUndefined();
      const everything = server.output();
      expect(everything).not.toContain(key);
      expect(everything).not.toContain('b'.repeat(64));
      expect(everything).not.toContain('search=x');
    } finally {
      await stopProcess(server.process);
    }
  }, 60_000);

  it('the start-up line says whether uploads must be signed, naming the trusted keys by id', async () => {
    const keys = [newKeyPair().publicKey, newKeyPair().publicKey];
    const id = (key: string) => createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 16);
    const startLine = async (extra: Record<string, string>) => {
      let output = '';
      const env = { ...(await childEnv()), ...extra };
      const child = await startProcess(
        path.resolve('node_modules/.bin/tsx'),
        [path.resolve('src/cli.ts'), 'serve'],
        /registry listening/,
        {
          env,
          onOutput: (text) => (output += text),
        },
      );
      try {
        const line = output.split('\n').find((l) => l.includes('"msg":"registry listening"'));
        expect(line, output).toBeDefined();
        return JSON.parse(line!) as Record<string, unknown>;
      } finally {
        await stopProcess(child);
        fs.rmSync(env.REGISTRY_DATA_DIR!, { recursive: true, force: true });
      }
    };
    const signed = await startLine({ REGISTRY_SIGNING_KEYS: keys.join(',') });
    expect(signed).toMatchObject({ signatures: 'required', signingKeys: keys.map(id) });
    expect(JSON.stringify(signed)).not.toContain(keys[0]);
    const unsigned = await startLine({ REGISTRY_SIGNING_KEYS: '' });
    expect(unsigned).toMatchObject({ signatures: 'not checked', signingKeys: [] });
  }, 60_000);
});
