import http from 'node:http';
import https from 'node:https';
import type { Destinations } from './destination.js';

/** DESIGN 18: an attempt gets 15 s, the whole exchange. */
export const DELIVERY_TIMEOUT_MS = 15_000;
/** What is kept of a receiver's answer: its status and headers; the body is read and dropped, at most this much. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface Attempt {
  /** The HTTP status, or null when none came (refused address, connection error, timeout). */
  status: number | null;
  retryAfter?: string;
  /** Why it failed, for the delivery's `last_error`; never a header or body of the receiver. */
  error?: string;
}

/**
 * One POST of a delivery. Redirects are not followed (Node's clients never do; a 3xx is a
 * failure), the connection goes through the destination's checked lookup, and the answer's body
 * is drained without being kept.
 */
export function send(
  destinations: Destinations,
  url: URL,
  headers: Record<string, string>,
  body: string,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<Attempt> {
  const client = url.protocol === 'https:' ? https : http;
  const allowed = destinations.isAllowed(url);
  return new Promise((resolve) => {
    let settled = false;
    const done = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(attempt);
    };
    const request = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      // An allowed host is trusted whatever it resolves to; any other goes through the address check.
      ...(allowed ? {} : { lookup: destinations.lookup() }),
      agent: false,
    });
    const timer = setTimeout(() => {
      done({ status: null, error: `No answer within ${timeoutMs / 1000} s.` });
      request.destroy();
    }, timeoutMs);
    request.on('response', (response) => {
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) response.destroy();
      });
      const status = response.statusCode ?? 0;
      const retryAfter = response.headers['retry-after'];
      const finish = () =>
        done({
          status,
          ...(retryAfter === undefined ? {} : { retryAfter }),
          ...(status >= 200 && status < 300 ? {} : { error: `The endpoint answered ${status}.` }),
        });
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);
    });
    request.on('error', (err: NodeJS.ErrnoException) =>
      done({
        status: null,
        error: err.name === 'AddressRefusedError' ? err.message : `Could not connect (${err.code ?? err.message}).`,
      }),
    );
    request.end(body);
  });
}
