import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, childEnv, createKeyWithCli, startChildServer } from '../support/child-server.js';
import { keyedFetch } from '../support/client.js';
import { pluginZip } from '../support/packages.js';
import { stopProcess } from '../support/processes.js';
import { answerTo, eventually, isErrorBody, multipartBody, uploadRequest } from '../support/raw-http.js';
import { FULL_ACCESS, startTestServer, type TestServer } from '../support/server.js';
import { testTempDir } from '../support/temp-dirs.js';

/**
 * How the listening server holds connections (src/http/connections.ts), seen from real clients
 * on real sockets: Node's http and fetch, curl and PHP's curl extension as child processes.
 * Times are scaled down through configuration where the rule allows it: the body-idle cut runs
 * at 1 s instead of 60 s. The keep-alive proof uses the default (65 s), waiting past Node's 5 s.
 * Refused uploads go to `registry serve` in a process of its own: a reset races the client's
 * writes only when server and client run at the same time, not in one event loop.
 */
const MIB = 1024 * 1024;
const LIMIT = MIB; // REGISTRY_MAX_UPLOAD_BYTES of the default server
const TRIES = 20;
const run = promisify(execFile);

let server: TestServer; // defaults
let quick: TestServer; // keep-alive 1 s, body idle cut after 1 s
let child: ChildServer; // `registry serve` with a 1 MiB upload limit
let key: string;
let childKey: string;
let readOnly: string;
let quickKey: string;
let bigBody: { file: string; body: Buffer; contentType: string };

beforeAll(async () => {
  const env = await childEnv({ REGISTRY_MAX_UPLOAD_BYTES: String(LIMIT) });
  childKey = await createKeyWithCli(env, 'plugins:read,create,update,delete');
  readOnly = await createKeyWithCli(env, 'plugins:read');
  [server, quick, child] = await Promise.all([
    startTestServer(),
    startTestServer({ REGISTRY_KEEP_ALIVE_SECONDS: '1', REGISTRY_BODY_IDLE_SECONDS: '1' }),
    startChildServer(env),
  ]);
  key = await server.key(FULL_ACCESS);
  quickKey = await quick.key(FULL_ACCESS);
  // Sixteen times the limit: far more than the server reads before answering, and more than the
  // loopback socket buffers take in at once, so the client is still sending when the answer comes.
  const big = multipartBody(
    [{ name: 'plugin', filename: 'big.zip', data: Buffer.alloc(16 * MIB, 0x5a) }],
    'bigboundary',
  );
  const file = path.join(testTempDir('conn'), 'body.bin');
  fs.writeFileSync(file, big.body);
  bigBody = { file, ...big };
});
afterAll(async () => {
  await Promise.all([server?.close(), quick?.close(), child && stopProcess(child.process)]);
  if (bigBody) fs.rmSync(path.dirname(bigBody.file), { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One HTTP/1.1 exchange on an open raw socket: writes `request`, reads one whole answer (Content-Length framed). */
function exchange(socket: net.Socket, request: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    let data = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = data.subarray(0, end).toString('latin1');
      const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (data.length < end + 4 + length) return;
      cleanup();
      resolve({
        status: Number(head.split(' ')[1]),
        head,
        body: data.subarray(end + 4, end + 4 + length).toString('utf8'),
      });
    };
    const onClose = () => {
      cleanup();
      reject(new Error(`connection closed before an answer (${data.length} bytes read)`));
    };
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('close', onClose);
      socket.off('error', onClose);
    };
    socket.on('data', onData).on('close', onClose).on('error', onClose);
    socket.write(request);
  });
}

function connect(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => resolve(socket)).once('error', reject);
  });
}

const healthz = 'GET /healthz HTTP/1.1\r\nHost: registry.test\r\n\r\n';

describe('idle keep-alive connections outlive the proxies in front (REGISTRY_KEEP_ALIVE_SECONDS)', () => {
  it.concurrent("a raw socket idle for 7 s (past Node's default 5 s) is still open and answers again", async () => {
    const socket = await connect(server.url);
    try {
      expect((await exchange(socket, healthz)).status).toBe(200);
      await sleep(7000);
      expect(socket.destroyed).toBe(false);
      expect((await exchange(socket, healthz)).status).toBe(200);
    } finally {
      socket.destroy();
    }
  });

  it.concurrent(
    'a CI-style client builds for 6 s, then uploads over its pooled connection: 201 on the same socket',
    async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const { hostname, port } = new URL(server.url);
      const send = (method: string, path: string, headers: Record<string, string | number> = {}, body?: Buffer) =>
        new Promise<{ status: number; reused: boolean; text: string }>((resolve, reject) => {
          const request = http.request({ hostname, port, method, path, headers, agent }, (response) => {
            let text = '';
            response
              .on('data', (c) => (text += c))
              .on('end', () => resolve({ status: response.statusCode!, reused: request.reusedSocket, text }));
          });
          request.on('error', reject);
          request.end(body);
        });
      try {
        expect((await send('GET', '/healthz')).status).toBe(200);
        await sleep(6000);
        const { body, contentType } = multipartBody([
          { name: 'plugin', filename: 'p.zip', data: pluginZip({ slug: 'pooled-upload' }) },
        ]);
        const upload = await send(
          'POST',
          '/plugins',
          { 'X-API-KEY': key, 'Content-Type': contentType, 'Content-Length': body.length },
          body,
        );
        expect(upload.status, upload.text).toBe(201);
        expect(upload.reused).toBe(true);
      } finally {
        agent.destroy();
      }
    },
  );

  it.concurrent('the setting is honoured: with 1 s the server closes an idle connection itself', async () => {
    const socket = await connect(quick.url);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect((await exchange(socket, healthz)).status).toBe(200);
    await closed; // the test's timeout fails it if the server never closes
  });
});

interface Answer {
  status: number;
  text: string;
}

/** Node's http client: streams the body in 64 KiB writes without `Expect`, reads the answer. */
function nodeHttp(url: string, headers: Record<string, string | number>, body: Buffer): Promise<Answer> {
  const request = uploadRequest(url, { ...headers, 'Content-Length': body.length });
  const answer = answerTo(request);
  let offset = 0;
  const pump = () => {
    while (offset < body.length) {
      const chunk = body.subarray(offset, offset + 64 * 1024);
      offset += chunk.length;
      if (!request.write(chunk)) return void request.once('drain', pump);
    }
    request.end();
  };
  pump();
  return answer;
}

/** Node's fetch with a streamed (chunked) body, `duplex: 'half'`. */
async function nodeFetch(url: string, headers: Record<string, string>, body: Buffer): Promise<Answer> {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < body.length; i += 64 * 1024) controller.enqueue(body.subarray(i, i + 64 * 1024));
      controller.close();
    },
  });
  const response = await fetch(`${url}/plugins`, { method: 'POST', headers, body: stream, duplex: 'half' });
  return { status: response.status, text: await response.text() };
}

const headerArgs = (headers: Record<string, string>) =>
  Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);

/** curl with `Expect: 100-continue` turned off: the body follows the headers at once. */
async function curl(url: string, headers: Record<string, string>, file: string): Promise<Answer> {
  const { stdout } = await run('curl', [
    '-sS',
    '-X',
    'POST',
    '-H',
    'Expect:',
    ...headerArgs(headers),
    '--data-binary',
    `@${file}`,
    '-w',
    '\n%{http_code}',
    `${url}/plugins`,
  ]);
  const cut = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(cut + 1)), text: stdout.slice(0, cut) };
}

/** PHP's curl extension, the transport under WordPress's wp_remote_post, body as a string. */
async function phpCurl(url: string, headers: Record<string, string>, file: string): Promise<Answer> {
  const script = `
    $h = curl_init($argv[1]);
    $headers = json_decode($argv[3], true);
    $headers[] = 'Expect:';
    curl_setopt_array($h, [CURLOPT_POST => true, CURLOPT_POSTFIELDS => file_get_contents($argv[2]), CURLOPT_HTTPHEADER => $headers, CURLOPT_RETURNTRANSFER => true]);
    $body = curl_exec($h);
    if ($body === false) { fwrite(STDERR, curl_error($h)); exit(1); }
    echo curl_getinfo($h, CURLINFO_RESPONSE_CODE), "\\n", $body;`;
  const lines = JSON.stringify(Object.entries(headers).map(([k, v]) => `${k}: ${v}`));
  const { stdout } = await run('php', ['-r', script, `${url}/plugins`, file, lines], { maxBuffer: 4 * MIB });
  const cut = stdout.indexOf('\n');
  return { status: Number(stdout.slice(0, cut)), text: stdout.slice(cut + 1) };
}

type Client = (headers: Record<string, string>) => Promise<Answer>;
/**
 * PHP with its curl extension, as WordPress sends: `npm test` needs nothing from apt, so on a
 * machine without Debian's PHP the client is left out; CI's second `npm test` (Node 22, after
 * .ci/run installed PHP for the WordPress suite) runs it.
 */
const HAS_PHP_CURL = spawnSync('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']).status === 0;
const clients: Record<string, Client> = {
  'Node http': (headers) => nodeHttp(child.url, headers, bigBody.body),
  'Node fetch (streamed)': (headers) => nodeFetch(child.url, headers, bigBody.body),
  'curl without Expect': (headers) => curl(child.url, headers, bigBody.file),
  ...(HAS_PHP_CURL
    ? { 'PHP curl (wp_remote_post)': ((headers) => phpCurl(child.url, headers, bigBody.file)) satisfies Client }
    : {}),
};

describe('a refused upload is answered to every client, never a reset', () => {
  it.each(Object.keys(clients))(
    `413 over the limit, ${TRIES} tries in a row: %s reads the error body every time`,
    async (name) => {
      for (let i = 0; i < TRIES; i++) {
        const answer = await clients[name]({ 'X-API-KEY': childKey, 'Content-Type': bigBody.contentType });
        expect(answer.status, `try ${i + 1}: ${answer.text}`).toBe(413);
        expect(isErrorBody(answer.text, 413), `try ${i + 1}: ${answer.text}`).toBe(true);
      }
    },
    120_000,
  );

  it('a client that goes on sending after the answer is cut off once the drain time (5 s) is over', async () => {
    const { hostname, port } = new URL(child.url);
    // Half-open allowed: the server ends its side after the answer, and this client sends on regardless.
    const socket = net.connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    const outcome = await new Promise<{ answer: string; written: number }>((resolve) => {
      let answer = '';
      let written = 0;
      socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
      socket.write(
        `POST /plugins HTTP/1.1\r\nHost: registry.test\r\nX-API-KEY: ${childKey}\r\nContent-Type: ${bigBody.contentType}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const chunk = Buffer.concat([Buffer.from('10000\r\n'), bigBody.body.subarray(0, 0x10000), Buffer.from('\r\n')]);
      // 64 KiB every 10 ms, for ever: only the server can end this.
      const timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) written += socket.write(chunk) ? chunk.length : 0;
      }, 10);
      const done = () => {
        clearInterval(timer);
        resolve({ answer, written });
      };
      socket.on('error', done);
      socket.on('close', done);
    });
    socket.destroy();
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(outcome.answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(isErrorBody(outcome.answer.slice(outcome.answer.indexOf('\r\n\r\n') + 4), 413)).toBe(true);
    expect(outcome.written).toBeGreaterThan(LIMIT); // it went on sending well past the answer
  }, 20_000);

  const refusals: [string, number, () => Record<string, string>][] = [
    ['no API key', 401, () => ({ 'Content-Type': bigBody.contentType })],
    ['a read-only key', 403, () => ({ 'X-API-KEY': readOnly, 'Content-Type': bigBody.contentType })],
    ['a wrong Content-Type', 415, () => ({ 'X-API-KEY': childKey, 'Content-Type': 'application/octet-stream' })],
  ];
  it.each(
    refusals.flatMap(([why, status, headers]) =>
      Object.keys(clients).map((name) => [why, status, name, headers] as const),
    ),
  )(
    '%s (%i before the body), 5 tries: %s reads the error body every time',
    async (_why, status, name, headers) => {
      for (let i = 0; i < 5; i++) {
        const answer = await clients[name](headers());
        expect(answer.status, `try ${i + 1}: ${answer.text}`).toBe(status);
        expect(isErrorBody(answer.text, status), `try ${i + 1}: ${answer.text}`).toBe(true);
      }
    },
    60_000,
  );
});

/** A GET /healthz whose X-Big header alone is `size` bytes, from each client; the answer it read. */
const bigHeaderClients: Record<string, (size: number) => Promise<Answer>> = {
  'Node http': (size) => {
    const { hostname, port } = new URL(child.url);
    return answerTo(
      http.get({
        hostname,
        port,
        path: '/healthz',
        agent: false,
        maxHeaderSize: 64 * 1024,
        headers: { 'X-Big': 'a'.repeat(size) },
      }),
    );
  },
  'Node fetch': async (size) => {
    const response = await fetch(`${child.url}/healthz`, { headers: { 'X-Big': 'a'.repeat(size) } });
    return { status: response.status, text: await response.text() };
  },
  curl: async (size) => {
    const { stdout } = await run('curl', [
      '-sS',
      '-H',
      `X-Big: ${'a'.repeat(size)}`,
      '-w',
      '\n%{http_code}',
      `${child.url}/healthz`,
    ]);
    const cut = stdout.lastIndexOf('\n');
    return { status: Number(stdout.slice(cut + 1)), text: stdout.slice(0, cut) };
  },
};

describe('headers over 16 KiB are answered 431 to every client, never a reset', () => {
  // The answer goes out while the rest of the headers still arrives; the server reads and
  // discards it (like a refused upload's body) so that the client reads the 431, not a reset.
  it.each(
    [16_385, 17_000, 64_000].flatMap((size) => Object.keys(bigHeaderClients).map((name) => [size, name] as const)),
  )(
    'a %i-byte header, 10 tries in a row: %s reads the 431 error body every time',
    async (size, name) => {
      for (let i = 0; i < 10; i++) {
        const answer = await bigHeaderClients[name](size);
        expect(answer.status, `try ${i + 1}: ${answer.text}`).toBe(431);
        expect(isErrorBody(answer.text, 431), `try ${i + 1}: ${answer.text}`).toBe(true);
      }
    },
    60_000,
  );

  it('on a kept-alive connection (one ordinary request first), a 20 000-byte header reads the 431, 20 times in 20', async () => {
    // Node's http client keeps connections alive by default since Node 19: the 431 must reach a
    // request that follows another on the same connection, not only a first one.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (headers: Record<string, string>) =>
      new Promise<{ status: number; text: string; reused: boolean }>((resolve, reject) => {
        const request = http.get(`${server.url}/healthz`, { agent, headers }, (response) => {
          let text = '';
          response.on('data', (c: Buffer) => (text += c.toString()));
          response.on('end', () => resolve({ status: response.statusCode!, text, reused: request.reusedSocket }));
        });
        request.on('error', (error: NodeJS.ErrnoException) => reject(error));
      });
    try {
      for (let i = 0; i < 20; i++) {
        expect((await get({})).status).toBe(200);
        const answer = await get({ 'X-Big': 'a'.repeat(20_000) }).catch((error: NodeJS.ErrnoException) => ({
          status: 0,
          text: error.code ?? error.message,
          reused: true,
        }));
        expect({ try: i + 1, status: answer.status, reused: answer.reused }).toEqual({
          try: i + 1,
          status: 431,
          reused: true,
        });
        expect(isErrorBody(answer.text, 431), answer.text).toBe(true);
      }
      // On a fresh connection too.
      const fresh = new http.Agent({ keepAlive: false });
      const first = await new Promise<number>((resolve, reject) =>
        http
          .get(`${server.url}/healthz`, { agent: fresh, headers: { 'X-Big': 'a'.repeat(20_000) } }, (response) => {
            response.resume();
            resolve(response.statusCode!);
          })
          .on('error', reject),
      );
      expect(first).toBe(431);
    } finally {
      agent.destroy();
    }
  });

  it('a client still sending its headers after the 431 is not reset: the server reads on until the client has finished', async () => {
    const { hostname, port } = new URL(child.url);
    // Half-open allowed: the server ends its side after the answer, and this client sends on.
    const socket = net.connect({ host: hostname, port: Number(port), allowHalfOpen: true });
    const outcome = await new Promise<{ answer: string; errors: string[]; written: number }>((resolve) => {
      let answer = '';
      let written = 0;
      const errors: string[] = [];
      socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
      socket.on('error', (e: NodeJS.ErrnoException) => errors.push(e.code ?? e.message));
      socket.on('close', () => resolve({ answer, errors, written }));
      socket.write(`GET /healthz HTTP/1.1\r\nHost: registry.test\r\nX-Big: ${'a'.repeat(17_000)}`);
      // 8 000 more header bytes every 10 ms for 300 ms, then the end of the headers.
      let ticks = 0;
      const timer = setInterval(() => {
        if (++ticks > 30) {
          clearInterval(timer);
          socket.end('\r\n\r\n');
        } else if (socket.writable) {
          socket.write('a'.repeat(8000));
          written += 8000;
        }
      }, 10);
    });
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(isErrorBody(outcome.answer.slice(outcome.answer.indexOf('\r\n\r\n') + 4), 431)).toBe(true);
    expect(outcome.errors).toEqual([]); // no EPIPE, no reset
    expect(outcome.written).toBe(240_000);
  }, 20_000);
});

describe('a request body that stops arriving is cut off; a slow one that moves is not (REGISTRY_BODY_IDLE_SECONDS)', () => {
  it('a body stalled past the idle time gets 408 in the error shape, and the connection closes', async () => {
    const socket = await connect(quick.url);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const { body, contentType } = multipartBody([
      { name: 'plugin', filename: 'p.zip', data: pluginZip({ slug: 'stalled' }) },
    ]);
    const head = `POST /plugins HTTP/1.1\r\nHost: registry.test\r\nX-API-KEY: ${quickKey}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
    const answer = await exchange(socket, head + body.subarray(0, 100).toString('latin1'));
    expect(answer.status).toBe(408);
    expect(isErrorBody(answer.body, 408)).toBe(true);
    await closed;
    expect((await keyedFetch(quick.url, quickKey, 'GET', '/plugins/stalled')).status).toBe(404);
    expect(
      await eventually(
        () => quick.spooledFiles(),
        (files) => files.length === 0,
      ),
    ).toEqual([]);
  });

  it('an upload trickling in for longer than the idle time in total, but never idle that long, ends 201', async () => {
    const { body, contentType } = multipartBody([
      {
        name: 'plugin',
        filename: 'p.zip',
        data: pluginZip({ slug: 'trickle', files: { 'big.txt': 'x'.repeat(4000) } }),
      },
    ]);
    const pieces = 12; // one piece every 250 ms: 3 s in all, three times the idle cut
    const request = uploadRequest(quick.url, {
      'X-API-KEY': quickKey,
      'Content-Type': contentType,
      'Content-Length': body.length,
    });
    const answered = answerTo(request);
    void (async () => {
      const size = Math.ceil(body.length / pieces);
      for (let i = 0; i < body.length; i += size) {
        request.write(body.subarray(i, i + size));
        await sleep(250);
      }
      request.end();
    })();
    const answer = await answered;
    expect(answer.status, answer.text).toBe(201);
  });
});

describe('requests Node cannot parse are answered in the error shape too', () => {
  /** Writes `request` on a fresh socket and reads everything until the server closes. */
  async function rawExchange(request: string): Promise<{ status: number; head: string; body: string }> {
    const socket = await connect(server.url);
    return new Promise((resolve, reject) => {
      let data = '';
      socket.on('data', (c: Buffer) => (data += c.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => {
        const end = data.indexOf('\r\n\r\n');
        resolve({ status: Number(data.split(' ')[1]), head: data.slice(0, end), body: data.slice(end + 4) });
      });
      socket.write(request);
    });
  }

  it('a 20 000-byte request header: 431 with the error body, then the connection closes', async () => {
    const answer = await rawExchange(
      `GET /healthz HTTP/1.1\r\nHost: registry.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(isErrorBody(answer.body, 431), answer.body).toBe(true);
  });

  it('a malformed request line: 400 with the error body', async () => {
    const answer = await rawExchange('GET /healthz HTTP/9\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(isErrorBody(answer.body, 400), answer.body).toBe(true);
  });
});
