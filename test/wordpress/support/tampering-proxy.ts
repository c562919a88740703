import http from 'node:http';
import { listenOnLoopback } from '../../support/loopback.js';

/** One JSON request the site sent, as the proxy read it. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The request's JSON body (POST /update-check), or null. */
  body: Record<string, any> | null;
  /** Its headers, lower-cased names. */
  headers: Record<string, string>;
}

/**
 * Rewrites what the registry answers. `answer` gets each JSON answer (already pointing its links
 * at the proxy) and the request it answers, and returns what the site is sent (the same object
 * changed, or another); `refuse` answers a request with 503 instead of passing it on, and
 * `notFound` with 404 (as a registry from before an endpoint existed).
 */
export interface Tampering {
  answer?: (answer: Record<string, any>, request: SeenRequest) => Record<string, any>;
  refuse?: (request: SeenRequest) => boolean;
  notFound?: (request: SeenRequest) => boolean;
}

/**
 * An attacker between the site and a real registry (or the registry itself, turned): every
 * request is passed on and every answer passed back, except what `tampering` rewrites. The
 * registry's own address in its JSON answers is replaced by the proxy's, so downloads come
 * through here too. Archives of the attacker's own are served under /evil/{name}.
 */
export interface TamperingProxy {
  url: string;
  tampering: Tampering;
  /** Serves `bytes` at `${url}/evil/${name}` and returns that link. */
  serve(name: string, bytes: Buffer): string;
  /** The JSON requests seen since the last call. */
  takeRequests(): SeenRequest[];
  /** Tampers with nothing and forgets the requests seen: a test's fresh start. */
  reset(): void;
  close(): Promise<void>;
}

export async function startTamperingProxy(registryUrl: string): Promise<TamperingProxy> {
  const upstream = new URL(registryUrl);
  const evil = new Map<string, Buffer>();
  let seen: SeenRequest[] = [];
  const proxy: TamperingProxy = {
    url: '',
    tampering: {},
    serve(name, bytes) {
      evil.set(name, bytes);
      return `${proxy.url}/evil/${name}`;
    },
    takeRequests() {
      const taken = seen;
      seen = [];
      return taken;
    },
    reset() {
      proxy.tampering = {};
      seen = [];
    },
    close: async () => {},
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void handle(req, Buffer.concat(chunks), res).catch((err: Error) => {
        res.writeHead(502, { 'Content-Type': 'text/plain' }).end(String(err.message));
      });
    });
  });

  async function handle(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) {
    const path = req.url ?? '/';
    if (path.startsWith('/evil/')) {
      const bytes = evil.get(decodeURIComponent(path.slice('/evil/'.length).split('?')[0]));
      if (!bytes) return void res.writeHead(404).end();
      return void res.writeHead(200, { 'Content-Type': 'application/zip' }).end(bytes);
    }
    const request: SeenRequest = {
      method: req.method ?? 'GET',
      path,
      body: parseJson(body),
      headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])),
    };
    if (!path.startsWith('/downloads/')) seen.push(request);
    if (proxy.tampering.refuse?.(request)) {
      return void res
        .writeHead(503, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ status: 503, error: 503, messages: { error: 'Unavailable.' } }));
    }
    if (proxy.tampering.notFound?.(request)) {
      return void res
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ status: 404, error: 404, messages: { error: 'Not found.' } }));
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name)),
    ) as Record<string, string>;
    const answer = await fetch(new URL(path, upstream), {
      method: request.method,
      headers,
      body: ['GET', 'HEAD'].includes(request.method) ? undefined : body,
      redirect: 'manual',
    });
    const bytes = Buffer.from(await answer.arrayBuffer());
    const type = answer.headers.get('content-type') ?? '';
    if (!type.includes('json')) {
      return void res.writeHead(answer.status, { 'Content-Type': type || 'application/octet-stream' }).end(bytes);
    }
    // The registry's links go through the proxy, so that the attacker sees (and may swap) each download.
    let json = JSON.parse(bytes.toString('utf8').split(upstream.origin).join(proxy.url)) as Record<string, any>;
    if (answer.status === 200 && proxy.tampering.answer) json = proxy.tampering.answer(json, request);
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
  }

  const listening = await listenOnLoopback(server);
  proxy.url = listening.url;
  proxy.close = listening.close;
  return proxy;
}

function parseJson(body: Buffer): Record<string, any> | null {
  if (body.length === 0) return null;
  try {
    return JSON.parse(body.toString('utf8')) as Record<string, any>;
  } catch {
    return null;
  }
}
