/**
 * Uploads: throughput of N multipart POST /plugins of a ~5 MiB archive (distinct versions)
 * against the registry and against a bare node:http sink that streams the same bodies to disk
 * while MD5-hashing them; and the registry's peak RSS while it receives one very large upload.
 */
import fs from 'node:fs';
import path from 'node:path';
import { multipart, uploadArchives, writeBigPluginZip } from './archives.js';
import { uploadFile, uploadMany, type UploadResult } from './load.js';
import type { Options } from './options.js';
import {
  readMemory,
  type RegistryOptions,
  sampleMemory,
  sleep,
  startBare,
  startRegistry,
  untilLogged,
} from './processes.js';
import { createKey, openStorage } from './seed.js';

const MIB = 1024 * 1024;

/** How the registry under test is started (default: tsx). */
type Launch = Pick<RegistryOptions, 'launcher' | 'compiledDir'>;

export interface UploadThroughput {
  registry: UploadResult;
  sink: UploadResult;
  /** The same sink hashing SHA-384 beside MD5: what hashing a second time costs any upload on this machine. */
  sinkSha384: UploadResult;
  archiveBytes: number;
  startMs?: number;
}

/** A fresh registry on disk with a full-access key. */
export async function freshRegistryDir(workDir: string, name: string): Promise<{ dataDir: string; key: string }> {
  const dataDir = fs.mkdtempSync(path.join(workDir, `${name}-`));
  const storage = await openStorage(dataDir);
  const key = await createKey(storage);
  await storage.close();
  return { dataDir, key };
}

/** `o.uploads` POSTs into `url` (5 warm-up uploads first, not counted). */
export async function uploadInto(
  target: { url: string; pid: number },
  key: string,
  o: Options,
): Promise<{ result: UploadResult; archiveBytes: number }> {
  const { url, pid } = target;
  const slug = `bench-upload-${Date.now().toString(36)}`;
  const archive = uploadArchives(slug, o.uploadMiB * MIB);
  const body = (prefix: string) => (i: number) =>
    multipart('plugin', archive(`${prefix}.${i}`), `Release ${prefix}.${i}: **faster** uploads.`);
  const headers = { 'X-API-KEY': key };
  await uploadMany(`${url}/plugins`, headers, 5, o.uploadConcurrency, body('0.9'));
  const result = await uploadMany(`${url}/plugins`, headers, o.uploads, o.uploadConcurrency, body('1.0'), pid);
  return { result, archiveBytes: archive('0').reduce((n, p) => n + p.length, 0) };
}

/** The registry (fresh, data dir on disk) and then the bare sink (writing to the same disk) take the same uploads. */
export async function uploadThroughput(
  workDir: string,
  o: Options,
  log: (l: string) => void,
  launch: Launch = {},
): Promise<UploadThroughput> {
  const { dataDir, key } = await freshRegistryDir(workDir, 'uploads');
  const logFile = path.join(workDir, 'uploads.log');
  fs.rmSync(logFile, { force: true });
  const server = await startRegistry({ dataDir, logFile, ...launch });
  let registry: UploadResult;
  let archiveBytes: number;
  try {
    // Steady state: start-up work (the orphan sweep, a second after start) is over before the
    // uploads begin; the start-up rows measure the start.
    await untilLogged(logFile, /start-up maintenance finished/);
    ({ result: registry, archiveBytes } = await uploadInto(server, key, o));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  log(
    `  registry  ${o.uploads} x ${(archiveBytes / MIB).toFixed(1)} MiB uploads, ${o.uploadConcurrency} at a time: ${registry.mibPerSec.toFixed(1)} MiB/s, p50 ${registry.p50Ms.toFixed(0)} ms, p99 ${registry.p99Ms.toFixed(0)} ms [cpu: server ${registry.cpu.server}, client ${registry.cpu.client}, others ${registry.cpu.other} cores]${registry.failures ? `, ${registry.failures} FAILED: ${registry.firstFailure}` : ''}`,
  );
  const sink = await sinkThroughput(workDir, key, o, log, 'stream to disk + MD5', []);
  const sinkSha384 = await sinkThroughput(workDir, key, o, log, 'stream to disk + MD5 + SHA-384', ['sha384']);
  return { registry, sink, sinkSha384, archiveBytes, startMs: server.startMs };
}

async function sinkThroughput(
  workDir: string,
  key: string,
  o: Options,
  log: (l: string) => void,
  label: string,
  args: string[],
): Promise<UploadResult> {
  const sinkDir = fs.mkdtempSync(path.join(workDir, 'sink-'));
  const sink = await startBare('upload-sink', [sinkDir, ...args]);
  try {
    const { result } = await uploadInto(sink, key, o);
    log(
      `  bare sink (${label}): ${result.mibPerSec.toFixed(1)} MiB/s, p50 ${result.p50Ms.toFixed(0)} ms, p99 ${result.p99Ms.toFixed(0)} ms [cpu: server ${result.cpu.server}, client ${result.cpu.client}, others ${result.cpu.other} cores]`,
    );
    return result;
  } finally {
    await sink.stop();
    fs.rmSync(sinkDir, { recursive: true, force: true });
  }
}

export interface BigUpload {
  archiveMiB: number;
  status: number;
  seconds: number;
  mibPerSec: number;
  rssBeforeMiB: number;
  peakRssMiB: number;
  growthMiB: number;
  samples: number;
  startMs: number;
}

/** A fresh registry (its own data dir, upload limit raised) receives one big archive streamed from disk. */
export async function bigUpload(
  workDir: string,
  o: Options,
  log: (l: string) => void,
  launch: Launch = {},
): Promise<BigUpload> {
  const { dataDir, key } = await freshRegistryDir(workDir, 'big');
  const zipFile = path.join(workDir, 'big-upload.zip');
  const zipBytes = writeBigPluginZip(zipFile, 'bench-big', '1.0.0', o.bigUploadMiB * MIB);
  const logFile = path.join(workDir, 'big.log');
  fs.rmSync(logFile, { force: true });
  const registry = await startRegistry({
    dataDir,
    logFile,
    ...launch,
    env: { REGISTRY_MAX_UPLOAD_BYTES: String(2 * o.bigUploadMiB * MIB) },
  });
  try {
    await untilLogged(logFile, /start-up maintenance finished/); // start-up work done, as for the throughput figure
    const headers = { 'X-API-KEY': key };
    // Warm-up: one small upload loads multer, yauzl and the spool path before the baseline.
    const small = uploadArchives('bench-small', 64 * 1024);
    await uploadMany(`${registry.url}/plugins`, headers, 2, 1, (i) => multipart('plugin', small(`0.${i}`), 'warm-up'));
    await sleep(500);
    const before = readMemory(registry.pid);
    const sampler = sampleMemory(registry.pid, 10);
    const form = multipart('plugin', [Buffer.alloc(0)], 'A very large release.');
    const [head, , tail] = form.parts;
    const answer = await uploadFile(`${registry.url}/plugins`, headers, head, zipFile, tail, form.contentType);
    await sleep(100);
    const { peakRssKiB, samples } = sampler.stop();
    const after = readMemory(registry.pid);
    // VmHWM catches a peak between samples, when it rose above what it was before the upload.
    const peak = Math.max(peakRssKiB, after.hwmKiB > before.hwmKiB ? after.hwmKiB : 0);
    const result: BigUpload = {
      archiveMiB: zipBytes / MIB,
      status: answer.status,
      seconds: answer.seconds,
      mibPerSec: answer.bytes / MIB / answer.seconds,
      rssBeforeMiB: before.rssKiB / 1024,
      peakRssMiB: peak / 1024,
      growthMiB: (peak - before.rssKiB) / 1024,
      samples,
      startMs: registry.startMs,
    };
    log(
      `  ${result.archiveMiB.toFixed(0)} MiB upload: ${answer.status} in ${answer.seconds.toFixed(1)} s (${result.mibPerSec.toFixed(0)} MiB/s); RSS ${result.rssBeforeMiB.toFixed(0)} -> peak ${result.peakRssMiB.toFixed(0)} MiB (+${result.growthMiB.toFixed(0)} MiB, ${samples} samples)${answer.status !== 201 ? ` ${answer.text.slice(0, 200)}` : ''}`,
    );
    return result;
  } finally {
    await registry.stop();
    fs.rmSync(zipFile, { force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
