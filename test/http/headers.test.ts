import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

describe('security headers', () => {
  let server: TestServer;
  useTestServer((started) => ({ server } = started));

  it("sends helmet's headers and no X-Powered-By", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // Over plain HTTP HSTS means nothing (test/console/plain-http.test.ts has the https side).
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it("answers with the registry's own request id, whatever id the client sent", async () => {
    const ids = await Promise.all(
      ['ci-run-42', 'ci-run-42', 'bad id\u00e9', undefined].map(async (sent) => {
        const headers: Record<string, string> = sent === undefined ? {} : { 'x-request-id': sent };
        return (await fetch(`${server.url}/healthz`, { headers })).headers.get('x-request-id');
      }),
    );
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(4);
  });

  it('sends no CORS headers unless origins are configured', async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: { Origin: 'https://app.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/plugins`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS with REGISTRY_CORS_ORIGINS', () => {
  let server: TestServer;
  useTestServer((started) => ({ server } = started), {
    REGISTRY_CORS_ORIGINS: 'https://app.example, https://admin.example',
  });

  it('allows a listed origin on a real request', async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: { Origin: 'https://admin.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://admin.example');
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it('answers a preflight for a listed origin with X-API-KEY allowed, without a key', async () => {
    const preflight = await fetch(`${server.url}/plugins/acme/versions/1.0.0`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'x-api-key, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/X-API-KEY/i);
  });

  it('gives another origin no CORS headers', async () => {
    const response = await fetch(`${server.url}/healthz`, { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('health checks', () => {
  it('/readyz answers 200 while storage answers, without a key', async () => {
    const server = await startTestServer();
    try {
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    } finally {
      await server.close();
    }
  });

  it('/readyz answers 503 in the error shape when storage is gone, /healthz still 200', async () => {
    const server = await startTestServer();
    try {
      await server.storage.close(); // the SQLite handle is closed: every ping fails
      const response = await fetch(`${server.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 503,
        error: 503,
        messages: { error: 'Storage is not reachable.' },
      });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});

describe('security headers of a registry whose public address is https', () => {
  let server: TestServer;
  useTestServer((started) => ({ server } = started), { REGISTRY_BASE_URL: 'https://registry.example.com' });

  it('sends the https-only headers on every answer, so a plain request is upgraded', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});
