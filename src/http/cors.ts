import cors from 'cors';
import type { RequestHandler } from 'express';

/**
 * CORS for browser front ends, off unless REGISTRY_CORS_ORIGINS lists origins. Only those
 * origins get CORS headers; preflights are answered here, before the API key is asked for.
 */
export function corsFor(origins: string[]): RequestHandler | undefined {
  if (origins.length === 0) return undefined;
  return cors({
    origin: origins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['X-API-KEY', 'Content-Type', 'Range', 'If-None-Match', 'X-Request-Id'],
    exposedHeaders: ['ETag', 'X-Request-Id', 'Content-Range'],
    maxAge: 600,
  });
}
