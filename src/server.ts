import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { createApp, createAppServices } from './app.js';
import type { Config } from './config.js';
import { applyConnectionSettings } from './http/connections.js';
import { UploadHashes } from './http/upload-hashes.js';
import { StartupError } from './errors.js';
import { createStorage } from './storage/index.js';
import { DailyFeedImport } from './registry/advisories/feeds/daily.js';

/** How long in-flight requests may run after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Wires storage and app, listens on `config.port` (0 picks a free one) at `config.host` (every interface when unset). */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const storage = await createStorage(config, {
    sweep: true,
    exclusive: true,
    onMaintenance: (report) => logger.info({ ...report }, 'start-up maintenance finished'),
  });
  // The uploads' hashing thread, stopped with the server.
  const uploadHashes = new UploadHashes();
  const services = createAppServices(config, storage, logger);
  const app = await createApp({
    config,
    storage,
    logger,
    validateResponses: config.validateResponses,
    uploadHashes,
    services,
  });
  const server = config.host === undefined ? app.listen(config.port) : app.listen(config.port, config.host);
  try {
    await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  } catch (err) {
    await uploadHashes.close();
    await storage.close();
    throw listenError(err as NodeJS.ErrnoException, config.port, config.host);
  }
  applyConnectionSettings(server, config);
  // Deliveries start once the registry serves: what a crash left undelivered goes out now.
  services.webhooks.deliveries.start();
  // The daily advisory import runs beside the requests; readiness never waits for it.
  const feedImport =
    config.advisoryFeedUrl === undefined
      ? undefined
      : new DailyFeedImport({
          storage: services.storage,
          feed: config.advisoryFeedUrl,
          key: config.advisoryFeedKey,
          logger,
        });
  feedImport?.start();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${reachable(typeof address === 'object' && address ? address.address : undefined)}:${port}`;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Stop accepting; let in-flight requests finish. Keep-alive sockets turn idle as their
      // requests finish, so close idle ones until the server is closed, not only once.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearInterval(idleSweep);
      clearTimeout(timer);
      await services.webhooks.deliveries.stop();
      await feedImport?.stop();
      await uploadHashes.close();
      await storage.close();
    })());
  return { server, url, close };
}

/** Where this process can reach the listening socket: loopback when it listens everywhere. */
function reachable(address: string | undefined): string {
  if (address === undefined || address === '0.0.0.0' || address === '::') return '127.0.0.1';
  return address.includes(':') ? `[${address}]` : address;
}

/** A port that cannot be had is the person's to fix: one line, not a stack trace. */
function listenError(err: NodeJS.ErrnoException, port: number, host: string | undefined): Error {
  if (err.code === 'EADDRINUSE')
    return new StartupError(`Port ${port} is already in use: stop what listens there, or set PORT to a free port.`);
  if (err.code === 'EACCES')
    return new StartupError(`Port ${port} needs privileges this process lacks: set PORT to 1024 or above.`);
  if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN')
    return new StartupError(
      `HOST ${host} is not an address of this machine: set HOST to one of its addresses, or unset it.`,
    );
  return err;
}
