/** Turns the results into the one table (each figure, its ceiling, ratio, target) and the JSON file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadResult } from './load.js';
import { targets } from './options.js';
import type { ProfileSummary } from './profile.js';
import { ROOT } from './processes.js';
import type { CeilingResults, ReadName, ReadScenario, ScaleResult } from './scenarios.js';
import type { CheckInsResult } from './check-ins.js';
import type { SitesResult } from './sites.js';
import { type AzureResult, costText } from './azure.js';
import type { StartupResult } from './startup.js';
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
  scaling: ScaleResult[];
  profiles: Record<string, ProfileSummary>;
}

export interface Row {
  figure: string;
  value: string;
  latency?: string;
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
const lat = (r?: LoadResult) => (r ? `${r.p50} / ${r.p99}` : '');
const others = (...list: Array<{ cpu: { other: number } } | undefined>) =>
  list
    .filter((r) => r)
    .map((r) => r!.cpu.other.toFixed(1))
    .join(' / ');
const serial = (r: LoadResult) => `mean ${r.mean.toFixed(1)}, p99 ${r.p99}`;
const x = (n: number) => `${n.toFixed(2)}x`;
const k = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));

export function rows(res: Results): Row[] {
  const out: Row[] = [];
  for (const s of res.scenarios) {
    const r = res.reads.get(s.name);
    const ex = res.ceilings?.express.get(s.name);
    const min =
      s.name === 'author' ? undefined : s.name.startsWith('get') ? targets.getVsExpress : targets.listVsExpress;
    const ratio = r && ex ? r.reqPerSec / ex.reqPerSec : undefined;
    out.push({
      figure: s.label,
      value: rps(r),
      latency: lat(r),
      bareHttp: rps(res.ceilings?.http.get(s.name)),
      bareExpress: rps(ex),
      ratio: ratio === undefined ? '' : `${x(ratio)} Express`,
      target: min === undefined ? '(info)' : `>= ${min} Express`,
      ok: min === undefined ? undefined : ratio !== undefined && ratio >= min && !r!.failures,
      others: others(r, ex),
    });
    const floor = res.ceilings?.floor.get(s.name);
    if (floor && ex) {
      // No target: the most any cached answer can reach on Express (bench/README.md, "The cached GET against its target").
      out.push({
        figure: '  floor: bare Express + key check, log line, headers',
        value: rps(floor),
        latency: lat(floor),
        ratio: `${x(floor.reqPerSec / ex.reqPerSec)} Express`,
        target: '(info)',
        others: others(floor),
      });
    }
    const first = res.uncached.get(s.name);
    if (first) {
      out.push({
        figure: `  same, first request of each (${first.requests}, uncached)`,
        value: rps(first),
        latency: lat(first),
        ratio: ex ? `${x(first.reqPerSec / ex.reqPerSec)} Express` : '',
        target: '(info)',
        others: others(first),
      });
    }
  }
  if (res.sites) {
    const { get, check, floor, installed, managed, bodyBytes } = res.sites;
    const ratio = check.reqPerSec / get.reqPerSec;
    out.push({
      figure: `POST /update-check (${installed} plugins, ${managed} ours, ${(bodyBytes / 1024).toFixed(0)} KiB)`,
      value: rps(check),
      latency: lat(check),
      bareHttp: `GET /plugins/{slug}: ${rps(get)}`,
      bareExpress: rps(floor),
      ratio: `${x(ratio)} GET`,
      target: `>= ${targets.updateCheckVsGet} GET`,
      ok: ratio >= targets.updateCheckVsGet && !check.failures && !get.failures,
      others: others(check, get),
    });
    // Signed checks (site identity): one Ed25519 verify and the site's row read by id per check.
    const signedRatio = res.sites.signed.reqPerSec / check.reqPerSec;
    out.push({
      figure: '  signed by enrolled sites (X-Site-* headers)',
      value: rps(res.sites.signed),
      latency: lat(res.sites.signed),
      ratio: `${x(signedRatio)} unsigned`,
      target: `>= ${targets.signedVsUnsigned} unsigned`,
      ok: signedRatio >= targets.signedVsUnsigned && !res.sites.signed.failures,
      others: others(res.sites.signed),
    });
    // No target: how close to the reference any update check on Express can come (README, "The update check against its target").
    out.push({
      figure: '  floor: bare Express parsing the body, same answer',
      value: rps(floor),
      latency: lat(floor),
      ratio: `${x(floor.reqPerSec / get.reqPerSec)} GET`,
      target: '(info)',
      others: others(floor),
    });
  }
  if (res.checkIns) out.push(...checkInRows(res.checkIns));
  if (res.azure) out.push(...azureRows(res.azure));
  if (res.uploads) {
    const { registry, sink, archiveBytes } = res.uploads;
    const ratio = registry.mibPerSec / sink.mibPerSec;
    out.push({
      figure: `POST /plugins, ${registry.uploads} x ${(archiveBytes / 2 ** 20).toFixed(1)} MiB`,
      value: `${registry.mibPerSec.toFixed(1)} MiB/s${registry.failures ? ` (${registry.failures} failed!)` : ''}`,
      latency: `${registry.p50Ms.toFixed(0)} / ${registry.p99Ms.toFixed(0)}`,
      bareHttp: `${sink.mibPerSec.toFixed(1)} MiB/s (sink)`,
      ratio: `${x(ratio)} sink`,
      target: `>= ${targets.uploadVsSink} sink`,
      ok: ratio >= targets.uploadVsSink && !registry.failures,
      others: others(registry, sink),
    });
    const { sinkSha384 } = res.uploads;
    out.push({
      figure: '  floor: the sink hashing SHA-384 beside MD5',
      value: `${sinkSha384.mibPerSec.toFixed(1)} MiB/s`,
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
  // The target is for what production runs (`npm start`: node on dist/); tsx is the development path.
  const judged = (launcher: string) => launcher === 'node (precompiled)';
  for (const s of res.startup) {
    out.push({
      figure: `start to first 200: ${s.launcher}, ${s.data}`,
      value: `${s.medianMs.toFixed(0)} ms`,
      latency: `median of ${s.runsMs.length}`,
      target: judged(s.launcher) ? `< ${targets.startMs} ms` : '(info: development)',
      ok: judged(s.launcher) ? s.medianMs < targets.startMs : undefined,
    });
  }
  const scaled = [...res.scaling].sort((a, b) => a.plugins - b.plugins);
  for (const s of scaled) {
    out.push({
      figure: `start to first 200: ${s.launcher}, ${k(s.plugins)} plugins seeded`,
      value: `${s.startMs.toFixed(0)} ms`,
      latency: 'one run',
      target: judged(s.launcher) ? `< ${targets.startMs} ms` : '(info: development)',
      ok: judged(s.launcher) ? s.startMs < targets.startMs : undefined,
    });
  }
  const base = scaled[0];
  for (const which of ['get', 'list'] as const) {
    for (const s of scaled) {
      const keep = which === 'get' ? targets.getKeeps : targets.listKeeps;
      const ratio = s[which].reqPerSec / base[which].reqPerSec;
      const largest = s === scaled[scaled.length - 1] && scaled.length > 1;
      const what = which === 'get' ? `GET /plugins/{slug} (${k(s.getPaths)} slugs)` : 'GET /plugins?page=N';
      out.push({
        figure: `${what} @ ${k(s.plugins)} plugins`,
        value: rps(s[which]),
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
        latency: lat(first),
        ratio: s === base ? '' : `${x(first.reqPerSec / baseFirst.reqPerSec)} of @${k(base.plugins)}`,
        target: '(info)',
        others: others(first),
      });
    }
  }
  return out;
}

/** Each production row on the azure adapter (Azurite) beside the local adapter, from the same run. */
function azureRows(a: AzureResult): Row[] {
  const out: Row[] = [];
  const with_ = (r: LoadResult) => (r.cpu.storage === undefined ? '' : ` (Azurite ${r.cpu.storage.toFixed(1)} cores)`);
  for (const row of a.rows) {
    const isGet = row.name === 'get plugin';
    const min = isGet ? targets.azureGetVsExpress : targets.azureListVsExpress;
    const ratio = row.azure.reqPerSec / row.express.reqPerSec;
    const perPartitionOk = !isGet || row.cost.busiestPerSecond <= targets.azureTablePerPartitionPerSecond;
    out.push({
      figure: `azure: ${row.label}, kept${with_(row.azure)}`,
      value: rps(row.azure),
      latency: lat(row.azure),
      bareExpress: rps(row.express),
      ratio: `${x(ratio)} Express`,
      target: `>= ${min} Express${isGet ? `, <= ${targets.azureTablePerPartitionPerSecond} Table req/s per partition` : ''}`,
      ok: ratio >= min && perPartitionOk && !row.azure.failures,
      others: others(row.azure, row.express),
      storage: costText(row.cost),
    });
    out.push({
      figure: `  local: same, same run`,
      value: rps(row.local),
      latency: lat(row.local),
      bareExpress: rps(row.express),
      ratio: `${x(row.local.reqPerSec / row.express.reqPerSec)} Express`,
      target: '(info)',
      others: others(row.local),
    });
  }
  const { check } = a;
  const ratio = check.azure.reqPerSec / check.local.reqPerSec;
  out.push({
    figure: `azure: POST /update-check (${check.installed} plugins, ${check.managed} ours)${with_(check.azure)}`,
    value: rps(check.azure),
    latency: lat(check.azure),
    bareHttp: `local: ${rps(check.local)}`,
    ratio: `${x(ratio)} local`,
    target: `>= ${targets.azureCheckVsLocal} local`,
    ok: ratio >= targets.azureCheckVsLocal && !check.azure.failures,
    others: others(check.azure, check.local),
    storage: costText(check.cost),
  });
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
  const checkIn = (figure: string, r: CheckInsResult['first'], judged: boolean): Row => ({
    figure,
    value: `${Math.round(r.reqPerSec)} req/s, ${r.answered}/${r.sites} answered${r.failures ? ` (${r.failures} failed!)` : ''}`,
    latency: `${r.p50} / ${r.p99}`,
    target: judged ? 'all answered' : '(info)',
    ok: judged ? r.failures === 0 && r.answered === r.sites : undefined,
    others: r.cpu.other.toFixed(1),
  });
  const ratio = s.get.reqPerSec / s.express.reqPerSec;
  return [
    checkIn(
      `POST /update-check: ${k(s.first.sites)} sites at once, ${s.installedPerSite} of ${k(s.plugins)} plugins each`,
      s.first,
      true,
    ),
    checkIn('  same sites again (inventory unchanged)', s.again, true),
    {
      figure: `GET /plugins/{slug} while ${s.backgroundRate} check-ins/s arrive (${s.background.sent} sent${s.background.failures ? `, ${s.background.failures} failed!` : ''})`,
      value: rps(s.get),
      latency: lat(s.get),
      bareExpress: rps(s.express),
      ratio: `${x(ratio)} Express`,
      target: `>= ${targets.getVsExpress} Express`,
      ok: ratio >= targets.getVsExpress && !s.get.failures && !s.background.failures,
      others: others(s.get, s.express),
    },
  ];
}

export function table(list: Row[]): string {
  const head: Row = {
    figure: 'figure',
    value: 'registry',
    latency: 'p50/p99 ms',
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
    'latency',
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
