/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and ranks self time by module and by function
 * (`src/...` for our code, the npm package for node_modules, `node:` for Node's own JS, V8's
 * pseudo-frames as they are), plus total (inclusive) time of our own `src/` functions. Idle time
 * is left out. `tsx bench/profile.ts FILE.cpuprofile` prints one (the load window only, when the
 * bench left FILE.window.json beside it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Ranked {
  name: string;
  ms: number;
  /** Share of non-idle time, 0..1. */
  share: number;
}

export interface ProfileSummary {
  busyMs: number;
  byModule: Ranked[];
  byFunction: Ranked[];
  /** Inclusive time of src/ functions: where our code spends, callees included. */
  srcTotal: Ranked[];
}

/** Monotonic microseconds, the clock V8 stamps profiles with (CLOCK_MONOTONIC on Linux). */
export const nowUs = () => Number(process.hrtime.bigint() / 1000n);

export function moduleOf(url: string, functionName: string, root: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url.startsWith('node:internal/') ? `node:${url.split('/')[1]}` : url;
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = file.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  return path.relative(root, file);
}

/** A function's label: name and where; lines of src/ files are tsx's transpiled ones, so left out. */
function label(frame: ProfileNode['callFrame'], mod: string): string {
  const { functionName, url, lineNumber } = frame;
  const at = url.lastIndexOf(`node_modules/${mod}/`);
  const where = !url
    ? ''
    : mod.startsWith('src/')
      ? mod
      : `${at < 0 ? mod : url.slice(at + 'node_modules/'.length)}:${lineNumber + 1}`;
  return `${functionName || '(anonymous)'} ${where}`.trim();
}

/** `window`: only samples taken between these `nowUs()` readings (e.g. during the load, not start-up). */
export function summarize(file: string, root: string, window?: [number, number], top = 15): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    if (window && (at < window[0] || at > window[1])) continue;
    // timeDeltas[i] is the time before sample i; the following delta is sample i's.
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  const modules = new Map<string, number>();
  const functions = new Map<string, number>();
  const srcTotal = new Map<string, number>();
  const add = (m: Map<string, number>, key: string, us: number) => m.set(key, (m.get(key) ?? 0) + us);
  let busy = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += us;
    const mod = moduleOf(frame.url, frame.functionName, root);
    add(modules, mod, us);
    add(functions, label(frame, mod), us);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const f = byId.get(node)!.callFrame;
      const m = moduleOf(f.url, f.functionName, root);
      const name = label(f, m);
      if (m.startsWith('src/') && !seen.has(name)) {
        seen.add(name);
        add(srcTotal, name, us);
      }
    }
  }
  const rank = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: busy ? us / busy : 0 }));
  return { busyMs: busy / 1000, byModule: rank(modules), byFunction: rank(functions), srcTotal: rank(srcTotal) };
}

export function formatSummary(title: string, s: ProfileSummary): string {
  const rows = (list: Ranked[]) =>
    list.map((r) => `    ${(r.share * 100).toFixed(1).padStart(5)}%  ${r.ms.toFixed(0).padStart(7)} ms  ${r.name}`);
  return [
    `${title}: ${(s.busyMs / 1000).toFixed(1)} s of CPU in the server's main thread (idle excluded)`,
    '  self time by module:',
    ...rows(s.byModule.slice(0, 12)),
    '  self time by function:',
    ...rows(s.byFunction),
    '  total time (callees included) of src/ functions:',
    ...rows(s.srcTotal.slice(0, 12)),
  ].join('\n');
}

/**
 * The main thread's profile in `dir`: node writes one per thread (CPU.date.time.PID.THREAD.seq),
 * and tsx's module hooks run on a worker thread of their own.
 */
export function mainThreadProfile(dir: string): string | undefined {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const main = files.find((f) => f.split('.').at(-3) === '0');
  const largest = files.sort((a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size)[0];
  return (main ?? largest) && path.join(dir, main ?? largest);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: tsx bench/profile.ts FILE.cpuprofile\n');
    process.exit(2);
  }
  const sidecar = file.replace(/\.cpuprofile$/, '.window.json');
  const window = fs.existsSync(sidecar)
    ? (JSON.parse(fs.readFileSync(sidecar, 'utf8')) as [number, number])
    : undefined;
  process.stdout.write(
    `${formatSummary(path.basename(file), summarize(file, path.resolve(import.meta.dirname, '..'), window))}\n`,
  );
}
