import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * Requests exactly as written: `http.request` keeps the path verbatim (fetch would normalise
 * `..` and `%2F`) and sends the body bytes as given, so hostile requests stay hostile.
 */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string | number>;
  body?: Buffer | string;
  /** Send the body with chunked transfer encoding instead of Content-Length. */
  chunked?: boolean;
  timeoutMs?: number;
}

export function rawRequest(baseUrl: string, pathAndQuery: string, init: RawRequest = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const body = init.body === undefined ? undefined : Buffer.from(init.body);
  const headers: Record<string, string | number> = { ...init.headers };
  if (body && !init.chunked) headers['Content-Length'] = body.length;
  return new Promise((resolve, reject) => {
    const request = http.request({
      hostname,
      port,
      path: pathAndQuery,
      method: init.method ?? 'GET',
      headers,
      agent: false,
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`no answer within ${init.timeoutMs ?? 10_000} ms`)),
      init.timeoutMs ?? 10_000,
    );
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
      response.on('error', reject);
    });
    request.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    if (body && init.chunked) {
      // Several chunks, so the framing is really exercised.
      for (let i = 0; i < body.length; i += 4096) request.write(body.subarray(i, i + 4096));
    } else if (body) {
      request.write(body);
    }
    request.end();
  });
}

/** The error body every failure must have, and nothing else. */
export function isErrorBody(text: string, status: number): boolean {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const messages = body.messages as Record<string, unknown> | undefined;
    return (
      Object.keys(body).sort().join() === 'error,messages,status' &&
      body.status === status &&
      body.error === status &&
      typeof messages?.error === 'string' &&
      Object.keys(messages).length === 1
    );
  } catch {
    return false;
  }
}

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A correct multipart/form-data body; the parts are written in the order given. */
export function multipartBody(
  parts: FormPart[],
  boundary = `----registry${Math.random().toString(16).slice(2)}`,
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ?? (part.filename === undefined ? undefined : 'application/zip');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A raw request with `key` as its API key and `body` declared JSON (whatever its bytes), `headers` added. */
export function rawJson(
  baseUrl: string,
  key: string,
  method: string,
  pathAndQuery: string,
  body: Buffer | string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return rawRequest(baseUrl, pathAndQuery, {
    method,
    body,
    headers: { 'X-API-KEY': key, 'Content-Type': 'application/json', ...headers },
  });
}

/** POST /plugins with `key` and these form parts, as multipartBody writes them. */
export function rawUpload(baseUrl: string, key: string, parts: FormPart[]): Promise<RawResponse> {
  const { body, contentType } = multipartBody(parts);
  return rawRequest(baseUrl, '/plugins', {
    method: 'POST',
    body,
    headers: { 'X-API-KEY': key, 'Content-Type': contentType },
  });
}

/**
 * POST /plugins begun on a connection of its own (`agent: false`, so `Connection: close`, as a
 * one-shot CI upload sends it) with these headers; the test writes the body.
 */
export function uploadRequest(baseUrl: string, headers: Record<string, string | number>): http.ClientRequest {
  const { hostname, port } = new URL(baseUrl);
  return http.request({ hostname, port, path: '/plugins', method: 'POST', headers, agent: false });
}

/** How `request` is answered: its status and text, once the whole answer has arrived. */
export function answerTo(request: http.ClientRequest): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response
        .on('data', (c) => (text += c))
        .on('end', () => resolve({ status: response.statusCode!, text }))
        .on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Every file (not folder) under `dataDir/sub`, as paths relative to `dataDir`. */
export function filesUnder(dataDir: string, sub: 'archives' | 'tmp'): string[] {
  const root = path.join(dataDir, sub);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .map((f) => `${sub}/${f}`)
    .sort();
}

/** Polls `check` until it holds or `timeoutMs` passes; returns its last value. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 3000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}
