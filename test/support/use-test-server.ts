import { afterAll, beforeAll } from 'vitest';
import { registryClient, type RegistryClient } from './client.js';
import { FULL_ACCESS, startTestServer, type TestServer } from './server.js';

/** What `useTestServer` started: the server, a full-access key on it and a client sending that key. */
export interface UsedTestServer {
  server: TestServer;
  key: string;
  api: RegistryClient;
}

/**
 * One registry for the tests around the call (a file, or the `describe` it is called in): started
 * before them, closed after them. `use` receives it once started, to keep what the tests need;
 * a later `beforeAll` of the same block runs after it, so it can seed the registry.
 */
export function useTestServer(
  use: (started: UsedTestServer) => void,
  env: Record<string, string> = {},
  options: Parameters<typeof startTestServer>[2] = {},
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(env, undefined, options);
    const key = await server.key(FULL_ACCESS);
    use({ server, key, api: registryClient(server.url, key) });
  });
  afterAll(() => server?.close());
}
