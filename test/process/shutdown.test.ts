import { describe, expect, it } from 'vitest';
import { childEnv, createKeyWithCli, slowPatch, startChildServer } from '../support/child-server.js';

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
