import http from 'node:http';

/** One request a receiver got: its headers (lower-case names) and body, as sent. */
export interface Received {
  /** The request's path and query, as sent. */
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** What the receiver answers a request with: a status and headers; `hold` never answers (until closed). */
export type Answer = { status: number; headers?: Record<string, string> } | 'hold';

export interface WebhookReceiver {
  /** `http://127.0.0.1:{port}/hook` */
  url: string;
  port: number;
  received: Received[];
  /** Sets how the next requests are answered (default 200). */
  answerWith(answer: (request: Received, index: number) => Answer): void;
  close(): Promise<void>;
}

/** A real HTTP server on loopback that records every webhook POST. */
export async function startReceiver(port = 0): Promise<WebhookReceiver> {
  const received: Received[] = [];
  let answer: (request: Received, index: number) => Answer = () => ({ status: 200 });
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers as Record<string, string>, body };
      received.push(request);
      const reply = answer(request, received.length - 1);
      if (reply === 'hold') return;
      res.writeHead(reply.status, reply.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${actual}/hook`,
    port: actual,
    received,
    answerWith: (next) => (answer = next),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
