/** Turns the results into the one table (each figure, its ceiling, ratio, target) and the JSON file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuPerRequestUs, type LoadResult, type UploadResult } from './load.js';
import { targets } from './options.js';
import type { ProfileSummary } from './profile.js';
import { ROOT } from './processes.js';
import type { CeilingResults, ReadName, ReadScenario, ScaleResult } from './scenarios.js';
import type { CheckInsResult } from './check-ins.js';
import type { SitesResult } from './sites.js';
import { type AzureResult, costText } from './azure.js';
import type { StartupResult } from './startup.js';
import type { TransferResult } from './transfer.js';
import type { FloodResult } from './report-flood.js';
import type { FleetResult, StorageUse } from './fleet.js';
import type { BigUpload, UploadThroughput } from './uploads.js';

export interface Results {
  meta: Record<string, unknown>;
  seed: Record<string, unknown>;
  startup: StartupResult[];
  scenarios: ReadScenario[];
  reads: Map<ReadName, LoadResult>;
  /** Each path asked once before the loaded run: answers built from storage, as right after a change. */
  uncached: Map<ReadName, LoadResult>;
  ceilings?: CeilingResults;
  checkIns?: CheckInsResult;
  uploads?: UploadThroughput;
  big?: BigUpload;
  sites?: SitesResult;
  azure?: AzureResult;
  transfer?: TransferResult;
  /** One site's 20 000 reports: what they cost, and GET /sites before and after (info, no target). */
  flood?: FloodResult;
  fleet?: FleetResult;
  scaling: ScaleResult[];
  profiles: Record<string, ProfileSummary>;
}

export interface Row {
  figure: string;
  value: string;
  /** The server's CPU per request (user + system of its process over the run / requests served). */
  cpu?: string;
  latency?: string;
  /** The row's floor: its CPU per request and req/s. */
  floor?: string;
  bareHttp?: string;
  bareExpress?: string;
  ratio?: string;
  target?: string;
  ok?: boolean;
  /** Cores other processes used meanwhile (the machine is shared): a figure with much of it is suspect. */
  others?: string;
  /** Azure rows: Table and Blob requests per 1 000 requests, and the busiest partition's rate. */
  storage?: string;
}

const rps = (r?: LoadResult) =>
  r
    ? `${Math.round(r.reqPerSec)} req/s${r.failures ? ` (${r.failures} failed${r.timeouts ? `, ${r.timeouts} timeouts` : ''}!)` : ''}`
    : '-';
const us = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} us` : '-');
const cpu = (r?: LoadResult) => (r ? us(cpuPerRequestUs(r)) : '');
const floorText = (f?: LoadResult) => (f ? `${cpu(f)} (${rps(f)})` : '');
/** The floor's CPU per request over the row's: 1.0x = the row costs the server no more than its floor. */
const cpuRatio = (r: LoadResult, floor: LoadResult) => cpuPerRequestUs(floor) / cpuPerRequestUs(r);
const lat = (r?: LoadResult) => (r ? `${r.p50} / ${r.p99}` : '');
const others = (...list: Array<{ cpu: { other: number } } | undefined>) =>
  list
    .filter((r) => r)
    .map((r) => r!.cpu.other.toFixed(1))
    .join(' / ');
const serial = (r: LoadResult) => `mean ${r.mean.toFixed(1)}, p99 ${r.p99}`;
const x = (n: number) => `${n.toFixed(2)}x`;
const k = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));

/** A row judged by its CPU per request against its floor's (`min`: the least floor/row ratio; undefined: info). */
function judged(
  figure: string,
  r: LoadResult,
  floor: LoadResult | undefined,
  min: number | undefined,
  extra: Partial<Row> = {},
): Row {
  const ratio = floor ? cpuRatio(r, floor) : undefined;
  return {
    figure,
    value: rps(r),
    cpu: cpu(r),
    latency: lat(r),
    floor: floorText(floor),
    ratio: ratio === undefined ? '' : `${x(ratio)} floor`,
    target: min === undefined || !floor ? '(info)' : `>= ${min} floor`,
    ok: min === undefined || ratio === undefined ? undefined : ratio >= min && !r.failures && !floor!.failures,
    others: others(r, floor),
    ...extra,
  };
}

/**
 * What the design requires of an update check, alone (servers.ts check-floor), against the
 * check's floor, and the check against it: whether anything outside that work is left to take.
 */
function requiredRow(figure: string, required: LoadResult, check: LoadResult, floor: LoadResult): Row {
  return {
    ...judged(figure, required, floor, undefined),
    ratio: `${x(cpuRatio(required, floor))} floor; the check ${x(cpuRatio(check, required))} of it`,
  };
}

export function rows(res: Results): Row[] {
  const out: Row[] = [];
  for (const s of res.scenarios) {
    const r = res.reads.get(s.name);
    if (!r) continue;
    // Kept answers are judged against the cached-answer floor; /author is the stack around a trivial handler (info).
    const min = s.name === 'author' ? undefined : targets.keptVsFloor;
    out.push(
      judged(s.label, r, res.ceilings?.floor.get(s.name), min, {
        bareHttp: rps(res.ceilings?.http.get(s.name)),
        bareExpress: rps(res.ceilings?.express.get(s.name)),
      }),
    );
    const first = res.uncached.get(s.name);
    if (first)
      out.push(judged(`  same, first request of each (${first.requests}, uncached)`, first, undefined, undefined));
  }
  if (res.sites) {
    const { check, signed, floor, required, installed, managed, bodyBytes } = res.sites;
    out.push(
      judged(
        `POST /update-check (${installed} plugins, ${managed} ours, ${(bodyBytes / 1024).toFixed(0)} KiB)`,
        check,
        floor,
        targets.updateCheckVsFloor,
      ),
    );
    out.push(
      requiredRow('  the required work alone (validated, its handler, no other middleware)', required, check, floor),
    );
    // Signed checks (site identity): one Ed25519 verify and the site's row read by id per check, against the unsigned ones.
    const signedRatio = cpuRatio(signed, check);
    out.push({
      ...judged('  signed by enrolled sites (X-Site-* headers)', signed, floor, undefined),
      ratio: `${x(signedRatio)} unsigned (${x(cpuRatio(signed, floor))} floor)`,
      target: `>= ${targets.signedVsUnsigned} unsigned`,
      ok: signedRatio >= targets.signedVsUnsigned && !signed.failures,
    });
    // Outcome reports (health gates): no target yet; what one costs against its floor.
    out.push(
      judged('POST /sites/{id}/reports (one outcome, signed)', res.sites.reports, res.sites.reportFloor, undefined),
    );
  }
  if (res.checkIns) out.push(...checkInRows(res.checkIns));
  if (res.azure) out.push(...azureRows(res.azure));
  if (res.uploads) {
    const { registry, sink, sinkSha384, archiveBytes } = res.uploads;
    const ratio = registry.mibPerSec / sink.mibPerSec;
    out.push({
      figure: `POST /plugins, ${registry.uploads} x ${(archiveBytes / 2 ** 20).toFixed(1)} MiB`,
      value: `${registry.mibPerSec.toFixed(1)} MiB/s${registry.failures ? ` (${registry.failures} failed!)` : ''}`,
      cpu: uploadCpu(registry),
      latency: `${registry.p50Ms.toFixed(0)} / ${registry.p99Ms.toFixed(0)}`,
      floor: `${uploadCpu(sinkSha384)} (MD5 + SHA-384 sink)`,
      bareHttp: `${sink.mibPerSec.toFixed(1)} MiB/s (sink), ${uploadCpu(sink)}`,
      ratio: `${x(ratio)} sink`,
      target: `>= ${targets.uploadVsSink} sink`,
      ok: ratio >= targets.uploadVsSink && !registry.failures,
      others: others(registry, sink),
    });
    out.push({
      figure: '  floor: the sink hashing SHA-384 beside MD5',
      value: `${sinkSha384.mibPerSec.toFixed(1)} MiB/s`,
      cpu: uploadCpu(sinkSha384),
      latency: `${sinkSha384.p50Ms.toFixed(0)} / ${sinkSha384.p99Ms.toFixed(0)}`,
      ratio: `${x(sinkSha384.mibPerSec / sink.mibPerSec)} sink`,
      target: '(info)',
      others: others(sinkSha384),
    });
  }
  if (res.big) {
    const b = res.big;
    out.push({
      figure: `RSS growth during a ${b.archiveMiB.toFixed(0)} MiB upload`,
      value: `+${b.growthMiB.toFixed(1)} MiB`,
      latency: `${b.seconds.toFixed(1)} s`,
      bareHttp: `(${b.rssBeforeMiB.toFixed(0)} -> ${b.peakRssMiB.toFixed(0)} MiB)`,
      target: `< ${targets.rssGrowthMiB} MiB`,
      ok: b.status === 201 && b.growthMiB < targets.rssGrowthMiB,
    });
  }
  if (res.flood) {
    const f = res.flood;
    out.push({
      figure: `GET /sites (100 sites a page) after one site sent ${f.reports} reports (${f.recorded} recorded, sites.sqlite +${((f.bytesAfter - f.bytesBefore) / 1024 / 1024).toFixed(1)} MiB)`,
      value: `p50 ${f.after.p50Ms.toFixed(1)} ms`,
      latency: `max ${f.after.maxMs.toFixed(1)} ms`,
      bareHttp: `(before: p50 ${f.before.p50Ms.toFixed(1)} ms, max ${f.before.maxMs.toFixed(1)} ms)`,
    });
  }
  if (res.transfer) {
    const t = res.transfer;
    for (const step of ['export', 'import'] as const) {
      const s = t[step];
      out.push({
        figure: `${step}: ${t.versions} versions (${t.bigArchives} of ${t.bigArchiveMiB} MiB), ${t.fileMiB.toFixed(0)} MiB file; RSS growth`,
        value: `+${s.growthMiB.toFixed(1)} MiB`,
        latency: `${s.seconds.toFixed(1)} s`,
        bareHttp: `(${s.rssBeforeMiB.toFixed(0)} -> ${s.peakRssMiB.toFixed(0)} MiB)`,
        target: `< ${targets.rssGrowthMiB} MiB`,
        ok: s.growthMiB < targets.rssGrowthMiB,
      });
    }
  }
  if (res.fleet) out.push(...fleetRows(res.fleet));
  // The target is for what production runs (`npm start`: node on dist/); tsx is the development path.
  const production = (launcher: string) => launcher === 'node (precompiled)';
  for (const s of res.startup) {
    out.push({
      figure: `start to first 200: ${s.launcher}, ${s.data}`,
      value: `${s.medianMs.toFixed(0)} ms`,
      latency: `median of ${s.runsMs.length}`,
      target: production(s.launcher) ? `< ${targets.startMs} ms` : '(info: development)',
      ok: production(s.launcher) ? s.medianMs < targets.startMs : undefined,
    });
  }
  const scaled = [...res.scaling].sort((a, b) => a.plugins - b.plugins);
  for (const s of scaled) {
    out.push({
      figure: `start to first 200: ${s.launcher}, ${k(s.plugins)} plugins seeded`,
      value: `${s.startMs.toFixed(0)} ms`,
      latency: 'one run',
      target: production(s.launcher) ? `< ${targets.startMs} ms` : '(info: development)',
      ok: production(s.launcher) ? s.startMs < targets.startMs : undefined,
    });
  }
  const base = scaled[0];
  for (const which of ['get', 'list'] as const) {
    for (const s of scaled) {
      const keep = which === 'get' ? targets.getKeeps : targets.listKeeps;
      // By CPU per request: what the smallest size's request costs over what this size's does.
      const ratio = cpuRatio(s[which], base[which]);
      const largest = s === scaled[scaled.length - 1] && scaled.length > 1;
      const what = which === 'get' ? `GET /plugins/{slug} (${k(s.getPaths)} slugs)` : 'GET /plugins?page=N';
      out.push({
        figure: `${what} @ ${k(s.plugins)} plugins`,
        value: rps(s[which]),
        cpu: cpu(s[which]),
        latency: `${lat(s[which])} (1 conn: ${serial(s[which === 'get' ? 'getSerial' : 'listSerial'])})`,
        ratio: s === base ? '' : `${x(ratio)} of @${k(base.plugins)}`,
        target: largest ? `>= ${keep} of @${k(base.plugins)}` : '',
        ok: largest ? ratio >= keep && !s[which].failures : undefined,
        others: others(s[which]),
      });
    }
    for (const s of scaled) {
      const first = which === 'get' ? s.getUncached : s.listUncached;
      const baseFirst = which === 'get' ? base.getUncached : base.listUncached;
      out.push({
        figure: `  same @ ${k(s.plugins)}, first request of each (uncached)`,
        value: rps(first),
        cpu: cpu(first),
        latency: lat(first),
        ratio: s === base ? '' : `${x(cpuRatio(first, baseFirst))} of @${k(base.plugins)}`,
        target: '(info)',
        others: others(first),
      });
    }
  }
  return out;
}

/** Server CPU per MiB uploaded (threads included: the hashing thread's time is the upload's). */
function uploadCpu(r: UploadResult): string {
  return `${((r.cpu.serverSeconds * 1000) / (r.bytes / 2 ** 20)).toFixed(2)} ms/MiB`;
}

/** Each production row on the azure adapter (Azurite) beside the local adapter, from the same run. */
function azureRows(a: AzureResult): Row[] {
  const out: Row[] = [];
  const with_ = (r: LoadResult) => (r.cpu.storage === undefined ? '' : ` (Azurite ${r.cpu.storage.toFixed(1)} cores)`);
  for (const row of a.rows) {
    const isGet = row.name === 'get plugin';
    const perPartitionOk = !isGet || row.cost.busiestPerSecond <= targets.azureTablePerPartitionPerSecond;
    const azure = judged(`azure: ${row.label}, kept${with_(row.azure)}`, row.azure, row.floor, targets.keptVsFloor, {
      storage: costText(row.cost),
    });
    if (isGet) {
      azure.target += `, <= ${targets.azureTablePerPartitionPerSecond} Table req/s per partition`;
      azure.ok = azure.ok && perPartitionOk;
    }
    out.push(azure, judged('  local: same, same run', row.local, row.floor, undefined));
  }
  const { check } = a;
  out.push(
    judged(
      `azure: POST /update-check (${check.installed} plugins, ${check.managed} ours)${with_(check.azure)}`,
      check.azure,
      check.floor,
      targets.azureUpdateCheckVsFloor,
      { storage: costText(check.cost) },
    ),
    requiredRow('  azure: the required work alone', check.required, check.azure, check.floor),
    judged('  local: same, same run', check.local, check.floor, undefined),
  );
  const [azureFirst, azureAgain, azureGet] = checkInRows(a.checkIns.azure);
  const cost = a.checkIns.cost;
  out.push({ ...azureFirst, figure: `azure: ${azureFirst.figure}`, storage: costText(cost.first) });
  out.push({ ...azureAgain, figure: `azure: ${azureAgain.figure.trim()}`, storage: costText(cost.again) });
  out.push({
    ...azureGet,
    figure: `azure: ${azureGet.figure}${with_(a.checkIns.azure.get)}`,
    target: '(info)',
    ok: undefined,
    storage: `${costText(cost.get)} (check-ins included)`,
  });
  for (const row of checkInRows(a.checkIns.local)) out.push({ ...row, figure: `  local: ${row.figure.trim()}` });
  return out;
}

function checkInRows(s: CheckInsResult): Row[] {
  const checkIn = (figure: string, r: CheckInsResult['first'], judgedRow: boolean): Row => ({
    figure,
    value: `${Math.round(r.reqPerSec)} req/s, ${r.answered}/${r.sites} answered${r.failures ? ` (${r.failures} failed!)` : ''}`,
    cpu: us(r.answered ? (r.cpu.serverSeconds * 1e6) / r.answered : NaN),
    latency: `${r.p50} / ${r.p99}`,
    target: judgedRow ? 'all answered' : '(info)',
    ok: judgedRow ? r.failures === 0 && r.answered === r.sites : undefined,
    others: r.cpu.other.toFixed(1),
  });
  const get = judged(
    `GET /plugins/{slug} while ${s.backgroundRate} check-ins/s arrive (${s.background.sent} sent${s.background.failures ? `, ${s.background.failures} failed!` : ''})`,
    s.get,
    s.floor,
    targets.getWhileCheckInsVsFloor,
  );
  if (s.background.failures) get.ok = false;
  return [
    checkIn(
      `POST /update-check: ${k(s.first.sites)} sites at once, ${s.installedPerSite} of ${k(s.plugins)} plugins each`,
      s.first,
      true,
    ),
    checkIn('  same sites again (inventory unchanged)', s.again, true),
    get,
  ];
}

export function table(list: Row[]): string {
  const head: Row = {
    figure: 'figure',
    value: 'registry',
    cpu: 'CPU/req',
    latency: 'p50/p99 ms',
    floor: 'floor CPU/req',
    bareHttp: 'bare node:http',
    bareExpress: 'bare Express',
    ratio: 'ratio',
    target: 'target',
    others: 'others',
    storage: 'storage requests (azure)',
  };
  const cols = [
    'figure',
    'value',
    'cpu',
    'latency',
    'floor',
    'bareHttp',
    'bareExpress',
    'ratio',
    'target',
    'others',
    ...(list.some((r) => r.storage) ? (['storage'] as const) : []),
  ] as const;
  const cells = (r: Row) => [
    ...cols.map((c) => r[c] ?? ''),
    r === head ? 'ok' : r.ok === undefined ? '' : r.ok ? 'yes' : 'NO',
  ];
  const all = [head, ...list].map(cells);
  const widths = all[0].map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(all[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...all.slice(1).map(line)].join('\n');
}

export function writeJson(res: Results, list: Row[]): string {
  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const json = {
    ...res,
    meta: { ...res.meta, host: { cpus: os.cpus().length, loadavg: os.loadavg(), node: process.version } },
    scenarios: res.scenarios.map(({ name, label, samplePath }) => ({ name, label, samplePath })),
    reads: Object.fromEntries(res.reads),
    uncached: Object.fromEntries(res.uncached),
    ceilings: res.ceilings && {
      http: Object.fromEntries(res.ceilings.http),
      express: Object.fromEntries(res.ceilings.express),
      floor: Object.fromEntries(res.ceilings.floor),
    },
    targets,
    table: list,
  };
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  return file;
}

/**
 * The fleet step's rows (fleet.ts): info, no target judged yet; issue 49's targets are printed
 * beside them (each read's CPU within 2x of its CPU at the smallest size, worst /healthz 100 ms,
 * ready in 3 s, RSS 400 MB, the Packages view in 2 s). CPU is the server's less the /healthz
 * probe's answers during the read (fleet.ts probeCost), the raw figure beside it.
 */
function fleetRows(fleet: FleetResult): Row[] {
  const out: Row[] = [];
  const ms = (n: number) => `${n >= 10_000 ? (n / 1000).toFixed(1) + ' s' : n.toFixed(0) + ' ms'}`;
  const storage = (u: StorageUse | undefined) =>
    u ? `; Azurite ${ms(u.cpuMs)} CPU, Table ${u.table} + Blob ${u.blob}` : '';
  for (const s of fleet.sizes) {
    // Each adapter's ratios are to its own smallest size.
    const base = fleet.sizes.find((x) => x.storage === s.storage)!;
    const at = `@ ${k(s.sites)} sites${s.storage === 'azure' ? ', azure' : ''}`;
    for (const r of s.reads) {
      const b = base.reads.find((x) => x.name === r.name)!;
      const packagesView = r.name === 'console Packages view (one load)';
      out.push({
        figure: `fleet: ${r.name} ${at}`,
        value: `${ms(r.wallMs)} a read${r.failures ? ` (${r.failures} failed!)` : ''}`,
        cpu: `${ms(r.cpuMs)} (raw ${ms(r.rawCpuMs)})${storage(r.storage)}`,
        latency: `worst /healthz ${ms(r.worstHealthMs)}`,
        bareHttp: `${r.runs} run(s), ${r.requests.toFixed(0)} req each`,
        ratio: s === base ? '' : `${x(r.cpuMs / b.cpuMs)} CPU of @${k(base.sites)}`,
        target: `(info: <= 2x CPU, healthz <= 100 ms${packagesView ? ', < 2 s' : ''})`,
        others: s.others.toFixed(1),
      });
    }
    for (const [e, label] of [
      [s.hourly, 'an hour on: the due active-installs count (one GET /plugins) and the hourly sweeps'],
      [s.daily, "a day on: the day's first sweep (adoption snapshots, advisories' exposure)"],
    ] as const) {
      const b = e === s.hourly ? base.hourly : base.daily;
      out.push({
        figure: `fleet: ${label} ${at}`,
        value: `busy ${ms(e.busyMs)}${e.requestMs === undefined ? '' : `, its GET ${ms(e.requestMs)}`}${e.failures ? ` (${e.failures} failed!)` : ''}`,
        cpu: `${ms(e.cpuMs)} (raw ${ms(e.rawCpuMs)})${storage(e.storage)}`,
        latency: `worst /healthz ${ms(e.worstHealthMs)}`,
        // Net of the probe, an event of no more work than the probe's answers counts 0 ms: then the raw ratio.
        ratio:
          s === base
            ? ''
            : b.cpuMs > 0
              ? `${x(e.cpuMs / b.cpuMs)} CPU of @${k(base.sites)}`
              : `${x(e.rawCpuMs / b.rawCpuMs)} raw CPU of @${k(base.sites)}`,
        target: '(info: healthz <= 100 ms)',
      });
    }
    out.push({
      figure: `fleet: start-up to first /readyz 200 ${at}`,
      value: ms(s.readyMs),
      cpu: `${ms(s.startCpuMs)} until idle`,
      latency: `worst /healthz ${ms(s.startWorstHealthMs)}`,
      bareHttp: `idle after ${ms(s.settledMs)}`,
      target: '(info: < 3 s, healthz <= 100 ms)',
    });
    out.push({
      figure: `fleet: server RSS after the reads ${at}`,
      value: `${s.rssMiB.toFixed(0)} MiB`,
      bareHttp: `peak ${s.peakRssMiB.toFixed(0)} MiB`,
      latency: `generated ${s.generated.seconds.toFixed(1)} s, import ${s.import.seconds.toFixed(1)} s`,
      target: '(info: < 400 MB)',
    });
  }
  return out;
}
