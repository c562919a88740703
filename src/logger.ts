import pino, { type Logger } from 'pino';

/** Structured JSON logs. The server logs to stdout; one-off CLI commands to stderr, keeping stdout for their output. */
export function createLogger(level: string, destination: 'stdout' | 'stderr' = 'stdout'): Logger {
  return pino(
    {
      level,
      base: { service: 'extension-registry' },
      // Belt and braces: a key or session id must never reach a log line, even inside a logged object.
      redact: {
        paths: [
          '*.headers["x-api-key"]',
          'headers["x-api-key"]',
          '*.apiKey',
          'apiKey',
          'key',
          '*.headers.cookie',
          'headers.cookie',
          '*.headers["x-ms-client-principal"]',
          'headers["x-ms-client-principal"]',
        ],
        censor: '[redacted]',
      },
    },
    destinationFor(destination === 'stdout' ? 1 : 2),
  );
}

/** Lines wait at most this long in the buffer (pino also flushes it when the process exits). */
const FLUSH_EVERY_MS = 250;

/**
 * Buffered: a busy server writes its lines in 4 KiB batches instead of one write (a thread-pool
 * round trip) per request line. A timer flushes what a quiet server leaves in the buffer.
 */
function destinationFor(fd: number) {
  const stream = pino.destination({ dest: fd, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // destroyed (the process is ending): nothing left to flush
    }
  }, FLUSH_EVERY_MS).unref();
  return stream;
}
