import pino, { type Logger } from 'pino';

/** Structured JSON logs. The server logs to stdout; one-off CLI commands to stderr, keeping stdout for their output. */
export function createLogger(level: string, destination: 'stdout' | 'stderr' = 'stdout'): Logger {
  return pino(
    {
      level,
      base: { service: 'extension-registry' },
      // Belt and braces: a key must never reach a log line, even inside a logged object.
      redact: { paths: ['*.headers["x-api-key"]', 'headers["x-api-key"]', '*.apiKey', 'apiKey', 'key'], censor: '[redacted]' },
    },
    pino.destination({ dest: destination === 'stdout' ? 1 : 2, sync: false }),
  );
}
