import { openAsBlob } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { components } from '../generated/registry.js';
import { type PackageType, pluralOf } from '../packages/manifest.js';

/**
 * Sends one archive to POST /plugins or /themes with Node's own fetch, streaming it from
 * disk. Connection errors and 503 (the registry or its gateway is busy) are tried again
 * with backoff; every other answer, 4xx included, is final.
 */
export type PackageRecord = components['schemas']['PluginListItem'] | components['schemas']['ThemeListItem'];
type ErrorBody = components['schemas']['ApiError'];

export interface UploadRequest {
  registryUrl: string;
  apiKey: string;
  type: PackageType;
  archivePath: string;
  fileName: string;
  releaseNotes?: string;
  /** The rollout the release starts with (the form's `rollout_percent`, `rollout_rings`); absent: every site. */
  rollout?: { percent?: number; rings?: string[]; gate?: string };
  /** The `signature` form field (signed releases). */
  signature?: string;
  /** The `advisory` form field: the advisory the version fixes, as JSON. */
  advisory?: string;
  /** How many times to try again after a connection error or 503. */
  retries: number;
  /** Called with bytes sent so far (of `total`) while the archive streams. */
  onProgress?: (sent: number, total: number) => void;
  /** Told before each wait, for the log. */
  onRetry?: (why: string, delayMs: number) => void;
  /** The first wait; each next one doubles. */
  baseDelayMs?: number;
}

export type UploadResult =
  { status: 201; record: PackageRecord } | { status: number; message: string; attempts: number };

const MAX_DELAY_MS = 60_000;

/** `{base}/plugins`, keeping any path the base URL has (a registry behind a path prefix). */
export function endpoint(registryUrl: string, path: string): URL {
  const base = new URL(registryUrl);
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL(path, base);
}

export async function upload(request: UploadRequest): Promise<UploadResult> {
  const url = endpoint(request.registryUrl, pluralOf(request.type));
  const baseDelay = request.baseDelayMs ?? 1000;
  for (let attempt = 0; ; attempt++) {
    const delay = Math.min(baseDelay * 2 ** attempt, MAX_DELAY_MS);
    let response: Response;
    try {
      response = await send(url, request);
    } catch (err) {
      if (!isConnectionError(err) || attempt >= request.retries) throw err;
      request.onRetry?.(`cannot reach the registry (${describe(err)})`, delay);
      await sleep(delay);
      continue;
    }
    if (response.status === 503 && attempt < request.retries) {
      await response.body?.cancel();
      const wait = retryAfter(response) ?? delay;
      request.onRetry?.('the registry answered 503 Service Unavailable', wait);
      await sleep(wait);
      continue;
    }
    if (response.status === 201) return { status: 201, record: (await response.json()) as PackageRecord };
    return { status: response.status, message: await errorMessage(response), attempts: attempt + 1 };
  }
}

async function send(url: URL, request: UploadRequest): Promise<Response> {
  const form = new FormData();
  if (request.releaseNotes) form.append('release_notes', request.releaseNotes);
  if (request.rollout?.percent !== undefined) form.append('rollout_percent', String(request.rollout.percent));
  if (request.rollout?.rings !== undefined) form.append('rollout_rings', request.rollout.rings.join(','));
  if (request.rollout?.gate !== undefined) form.append('rollout_gate', request.rollout.gate);
  if (request.signature) form.append('signature', request.signature);
  if (request.advisory !== undefined) form.append('advisory', request.advisory);
  // A file-backed Blob: fetch reads it from disk as it sends, whatever the archive's size.
  const file = await openAsBlob(request.archivePath, { type: 'application/zip' });
  form.append(request.type, file, request.fileName);
  const headers: Record<string, string> = { 'X-API-KEY': request.apiKey, Accept: 'application/json' };
  if (!request.onProgress) return fetch(url, { method: 'POST', headers, body: form });
  // To count bytes as they leave, the encoded form goes through a counting stream.
  const encoded = new Response(form);
  headers['Content-Type'] = encoded.headers.get('content-type')!;
  let sent = 0;
  const onProgress = request.onProgress;
  const counted = encoded.body!.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        sent += chunk.byteLength;
        onProgress(Math.min(sent, file.size), file.size);
        controller.enqueue(chunk);
      },
    }),
  );
  return fetch(url, { method: 'POST', headers, body: counted, duplex: 'half' });
}

/** Retry-After in seconds (the only form the registry and Azure's front end send), capped. */
function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_DELAY_MS) : undefined;
}

/** The message of the registry's error shape, or what little an unknown answer (a proxy's page) tells. */
export async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as ErrorBody;
    if (typeof body?.messages?.error === 'string') return body.messages.error;
  } catch {
    // not JSON: fall through
  }
  return `The registry answered ${response.status} ${response.statusText}`.trim() + '.';
}

/**
 * fetch's TypeError for a failed connection (refused, reset, timed out, name lookup) carries the
 * system's or undici's code in `cause`; a bad URL or a forbidden port carries none and is final.
 */
function isConnectionError(err: unknown): boolean {
  return err instanceof TypeError && typeof (err.cause as { code?: unknown } | undefined)?.code === 'string';
}

/** fetch hides the reason in `cause` (ECONNREFUSED, ECONNRESET...). */
export function describe(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}
