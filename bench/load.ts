/**
 * The clients: autocannon (in this process) for GET loads, a small keep-alive client for
 * uploads, and a streaming one for the big upload. They share the machine's 2 cores with the server.
 */
import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { clearOfLinkWindowChange } from '../test/support/link-window.js';
import { cpuMeter, type CpuShare } from './processes.js';

export interface LoadResult {
  /** When the measured run began (ISO): a run across a 10-minute link-expiry boundary meets rebuilt answers. */
  startedAt: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  mean: number;
  requests: number;
  bytesPerReq: number;
  /** Non-2xx answers plus connection errors and timeouts: must be 0 for the figure to count. */
  failures: number;
  /** Requests autocannon gave up on after 10 s (part of failures). */
  timeouts: number;
  cpu: CpuShare;
}

/**
 * What one request cost the server: its CPU time (user + system, all threads) over the measured
 * run, divided by the requests it answered in it, in microseconds. Unlike req/s, it barely moves
 * when the load client or other processes take the cores (bench/README.md).
 */
export function cpuPerRequestUs(r: { cpu: CpuShare; requests: number }): number {
  return r.requests > 0 ? (r.cpu.serverSeconds * 1e6) / r.requests : NaN;
}

export interface LoadOptions {
  url: string;
  /** Called per request: the path to ask for (e.g. a random slug). */
  path: () => string;
  /** GET unless told; a POST sends `body()` (called per request) as JSON. */
  method?: 'GET' | 'POST';
  body?: () => string;
  headers?: Record<string, string>;
  /** Called per request right after `body()`: headers of that request alone (a site's signature over that body). */
  requestHeaders?: () => Record<string, string>;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** The server process, to tell its CPU use from the client's and other people's. */
  serverPid?: number;
  /** Azurite and its proxy, when the server is on the azure adapter: their CPU is the server's storage, not other people's. */
  storagePids?: readonly number[];
  /** Wait out the server's backlog after the run (default); off when the server is stopped next anyway. */
  drain?: boolean;
  /** Called right before and right after the measured run (not the warm-up), e.g. to count storage requests. */
  measured?: { start(): Promise<void>; stop(): Promise<void> };
}

async function once(options: LoadOptions, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration: seconds,
    headers: options.headers,
    requests: [
      {
        method: options.method ?? 'GET',
        setupRequest: (request) => ({
          ...request,
          path: options.path(),
          ...(options.body ? { body: options.body() } : {}),
          ...(options.requestHeaders ? { headers: { ...options.headers, ...options.requestHeaders() } } : {}),
        }),
      },
    ],
  });
}

/**
 * When autocannon stops it drops its connections, but the server still works through the
 * requests it had queued. One more request, answered only after them, waits that backlog out
 * so it does not land in the next measurement.
 */
export function drain(url: string): Promise<void> {
  return new Promise((resolve) => {
    http
      .get(`${url}/healthz`, { agent: false }, (res) => res.resume().once('end', () => resolve()))
      .once('error', () => resolve());
  });
}

function resultOf(r: autocannon.Result, cpu: CpuShare, startedAt: Date): LoadResult {
  const requests = r.requests.total;
  return {
    startedAt: startedAt.toISOString(),
    reqPerSec: requests / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    mean: r.latency.mean,
    requests,
    bytesPerReq: requests ? r.throughput.total / requests : 0,
    failures: r.non2xx + r.errors + r.timeouts,
    timeouts: r.timeouts,
    cpu,
  };
}

/**
 * Asks for each path once, `connections` at a time: every request is the first for its URL,
 * as right after a change (nothing cached for it yet). No warm-up.
 */
export async function askEach(
  options: Omit<LoadOptions, 'path' | 'seconds' | 'warmupSeconds'> & { paths: string[] },
): Promise<LoadResult> {
  let next = 0;
  const meter = cpuMeter(options.serverPid, options.storagePids);
  const startedAt = new Date();
  const r = await autocannon({
    url: options.url,
    connections: Math.min(options.connections, options.paths.length),
    amount: options.paths.length,
    headers: options.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: options.paths[next++ % options.paths.length] }),
      },
    ],
  });
  const cpu = meter.stop();
  await drain(options.url);
  // autocannon's clock ticks in whole seconds, too coarse for a pass of a few hundred paths;
  // with every connection busy until the tail, throughput = connections / mean latency.
  const busy = Math.min(options.connections, options.paths.length);
  return { ...resultOf(r, cpu, startedAt), reqPerSec: r.latency.mean > 0 ? (busy * 1000) / r.latency.mean : 0 };
}

/**
 * A warm-up run (discarded), then the measured run; the server's backlog is drained after each.
 * Neither crosses a change of the links' expiry (the bench leaves REGISTRY_LINK_TTL_SECONDS at
 * its default): a 6-second window that met it would charge that rebuild of every kept answer
 * (a few seconds of CPU in ten minutes, in production) to one figure.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  await clearOfLinkWindowChange(options.warmupSeconds + options.seconds);
  if (options.warmupSeconds > 0) {
    await once(options, options.warmupSeconds);
    await drain(options.url);
  }
  await options.measured?.start();
  const meter = cpuMeter(options.serverPid, options.storagePids);
  const startedAt = new Date();
  const r = await once(options, options.seconds);
  const cpu = meter.stop();
  await options.measured?.stop();
  if (options.drain !== false) await drain(options.url);
  return resultOf(r, cpu, startedAt);
}

export interface Body {
  parts: Buffer[];
  length: number;
  contentType: string;
}

export interface UploadResult {
  mibPerSec: number;
  seconds: number;
  uploads: number;
  bytes: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 201. */
  failures: number;
  firstFailure?: string;
  cpu: CpuShare;
}

/** `count` POSTs, `concurrency` at a time on keep-alive connections; MiB/s of request bytes. */
export async function uploadMany(
  url: string,
  headers: Record<string, string>,
  count: number,
  concurrency: number,
  body: (i: number) => Body,
  serverPid?: number,
): Promise<UploadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const times: number[] = [];
  let next = 0;
  let bytes = 0;
  let failures = 0;
  let firstFailure: string | undefined;
  const started = performance.now();
  const meter = cpuMeter(serverPid);
  const worker = async () => {
    while (next < count) {
      const b = body(next++);
      const t = performance.now();
      const answer = await post(url, agent, headers, b.contentType, b.length, (req) => {
        for (const part of b.parts) req.write(part);
        req.end();
      });
      times.push(performance.now() - t);
      bytes += b.length;
      if (answer.status !== 201) {
        failures++;
        firstFailure ??= `${answer.status} ${answer.text.slice(0, 300)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpu = meter.stop();
  agent.destroy();
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
  return {
    mibPerSec: bytes / 1024 / 1024 / seconds,
    seconds,
    uploads: count,
    bytes,
    p50Ms: pct(0.5),
    p99Ms: pct(0.99),
    failures,
    firstFailure,
    cpu,
  };
}

/** One upload whose archive part is streamed from `file` (never read into memory). */
export async function uploadFile(
  url: string,
  headers: Record<string, string>,
  head: Buffer,
  file: string,
  tail: Buffer,
  contentType: string,
): Promise<{ status: number; text: string; seconds: number; bytes: number }> {
  const length = head.length + fs.statSync(file).size + tail.length;
  const started = performance.now();
  const answer = await post(url, new http.Agent(), headers, contentType, length, (req) => {
    req.write(head);
    const stream = fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
    stream.pipe(req, { end: false });
    stream.once('end', () => req.end(tail));
    stream.once('error', (err) => req.destroy(err));
  });
  return { ...answer, seconds: (performance.now() - started) / 1000, bytes: length };
}

function post(
  url: string,
  agent: http.Agent,
  headers: Record<string, string>,
  contentType: string,
  length: number,
  send: (req: http.ClientRequest) => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'Content-Type': contentType, 'Content-Length': length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    send(req);
  });
}

/** GET returning status, content type and body bytes (to capture what the ceilings serve). */
export async function fetchBytes(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; contentType: string; body: Buffer }> {
  const res = await fetch(url, { headers });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? 'application/json',
    body: Buffer.from(await res.arrayBuffer()),
  };
}
