import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { childEnv, createKeyWithCli, startChildServer } from '../support/child-server.js';

/** Sends headers and half a JSON body now; the caller sends the rest later. */
function slowPatch(url: string, key: string) {
  const body = JSON.stringify({ release_notes: 'finishing after SIGTERM' });
  const request = http.request(`${url}/plugins/acme/versions/1.0.0`, {
    method: 'PATCH',
    headers: { 'X-API-KEY': key, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (c) => (text += c));
      response.on('end', () => resolve({ status: response.statusCode!, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return { finish: () => request.end(body.slice(10)), answered };
}

describe('SIGTERM', () => {
  it('lets an in-flight request finish, refuses new connections, then exits 0', async () => {
    const env = await childEnv();
    const key = await createKeyWithCli(env, 'plugins:update');
    const server = await startChildServer(env);
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));

    const inFlight = slowPatch(server.url, key);
    await new Promise((r) => setTimeout(r, 300)); // the server has the request's headers
    server.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));

    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow(); // no new connections
    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status).toBe(404); // the request ran to its real answer
    expect(JSON.parse(answer.body)).toEqual({ status: 404, error: 404, messages: { error: 'Not Found' } });
    expect(await exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 60_000);
});
