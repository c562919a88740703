/**
 * GET /advisories/{id}/exposure/history over a real server, on both adapters: today counted live,
 * with its time, equal to the exposure's own `sites` counts and moving with check-ins (the stored
 * days, one a UTC day, are test/registry/advisory-history.test.ts's); and the refusals (unknown
 * advisory, no key, a key without `sites:read`). Every answer is checked against the spec.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { keyedJson, keyedOk, uploadWithKey } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, type TestServer } from '../support/server.js';
import { updateCheckBody } from '../support/sites.js';
import { useTestServer } from '../support/use-test-server.js';

let server: TestServer;
let ops: string;
let id: string;
useTestServer((started) => ({ server } = started));

const today = () => new Date().toISOString().slice(0, 10);
const checkIn = (url: string, version: string) =>
  keyedOk(server.url, ops, 'POST', '/update-check', updateCheckBody({ url, plugins: { 'acme-forms': version } }));

beforeAll(async () => {
  ops = await server.key({ ...FULL_ACCESS, advisories: ['read', 'create', 'update'] }, 'security');
  for (const version of ['1.0.0', '1.1.0'])
    await uploadWithKey(server.url, ops, 'plugin', pluginZip({ slug: 'acme-forms', version }));
  await checkIn('https://one.example.com', '1.0.0');
  await checkIn('https://two.example.com', '1.0.0');
  await checkIn('https://three.example.com', '1.1.0');
  const created = await keyedJson(server.url, ops, 'POST', '/advisories', {
    summary: 'Stored XSS in the form builder',
    severity: 'high',
    affected: [{ type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '0', fixed: '1.1.0' }] }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  id = created.body.id;
});

describe('exposure history', () => {
  it('answers today counted now, with its time, as the exposure counts it, and moves with check-ins', async () => {
    const before = new Date().toISOString();
    const first = await keyedOk(server.url, ops, 'GET', `/advisories/${id}/exposure/history`);
    expect(first).toEqual([{ day: today(), exposed: 2, patched: 1, total: 3, at: expect.any(String) }]);
    expect(first[0].at >= before).toBe(true);
    const exposure = await keyedOk(server.url, ops, 'GET', `/advisories/${id}/exposure`);
    expect(exposure.sites).toEqual({ exposed: 2, patched: 1, total: 3 });

    await checkIn('https://one.example.com', '1.1.0');
    const later = await keyedOk(server.url, ops, 'GET', `/advisories/${id}/exposure/history`);
    expect(later).toEqual([{ day: today(), exposed: 1, patched: 2, total: 3, at: expect.any(String) }]);
    expect((await keyedOk(server.url, ops, 'GET', `/advisories/${id}/exposure`)).sites).toEqual({
      exposed: 1,
      patched: 2,
      total: 3,
    });
  });

  it('an unknown advisory is 404; no key is 401; a key without sites:read is 403, in the error shape', async () => {
    const refusal = (status: number, error: string) => ({
      status,
      body: { status, error: status, messages: { error } },
    });
    expect(await keyedJson(server.url, ops, 'GET', '/advisories/REG-2026-999999/exposure/history')).toEqual(
      refusal(404, 'Advisory not found.'),
    );
    const reader = await server.key({ advisories: ['read'] }, 'reader');
    expect(await keyedJson(server.url, reader, 'GET', `/advisories/${id}/exposure/history`)).toEqual(
      refusal(403, 'This API key lacks the sites:read permission.'),
    );
    const anonymous = await fetch(`${server.url}/advisories/${id}/exposure/history`);
    expect(anonymous.status).toBe(401);
  });
});
