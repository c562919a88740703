import type http from 'node:http';

/** A server listening on loopback: its base URL, and a close that ends its open connections first. */
export interface Listening {
  url: string;
  close: () => Promise<void>;
}

/** Starts `server` on a free port of 127.0.0.1. */
export async function listenOnLoopback(server: http.Server): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
