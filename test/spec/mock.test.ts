import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startProcess, stopProcess } from '../support/processes.js';

let prism: ChildProcess;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const bin = path.resolve('node_modules/.bin/prism');
  prism = await startProcess(bin, ['mock', 'openapi/registry.yaml', '-h', '127.0.0.1', '-p', String(port)], /Prism is listening/, { timeoutMs: 60_000 });
}, 90_000);
afterAll(() => stopProcess(prism));

const get = (route: string, key: string | undefined = 'any-key') => fetch(base + route, { headers: key ? { 'X-API-KEY': key } : {} });

describe('npm run mock (Prism) serves the spec', () => {
  it('answers GET /author with the documented example', async () => {
    const response = await get('/author');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Author: 'Acme Digital', 'Author URI': 'https://acme.example/' });
  });

  it('answers a plugin with sections and versions', async () => {
    const body = (await (await get('/plugins/acme-forms')).json()) as { versions: Record<string, string> };
    expect(body).toMatchObject({ slug: 'acme-forms', version: '2.4.1', sections: { description: expect.any(String) } });
    expect(Object.keys(body.versions)).toEqual(['2.4.1', '2.4.0']);
  });

  it('answers 401 without an API key', async () => {
    expect((await get('/plugins', '')).status).toBe(401);
  });
});
