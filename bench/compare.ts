/**
 * Kept answers of this checkout against another one, both registries alive side by side:
 *
 *   npx tsx bench/compare.ts ../other-checkout [get-plugin get-theme list-page search] [--rounds 3]
 *
 * Each checkout seeds its own registry (1k plugins, 100 themes, 3 versions, in /dev/shm when
 * there is room) with its own bench code and starts it with its own src (`node --import tsx`);
 * every path is asked once (kept), then this checkout's load client loads one scenario on each
 * in turn, 50 connections, 5 s after 1 s of warm-up (and one uncounted load of each first). Run in turns with the same client and both
 * processes warm, the pair is steadier than two `npm run bench` runs one after the other, whose
 * rows also depend on what the registry answered before (bench/README.md, "Quiet runs"). The
 * other checkout needs its node_modules and a bench/ of the same shape (a915832 onwards).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load } from './load.js';
import { ROOT } from './processes.js';

type Processes = typeof import('./processes.js');
type Scenarios = typeof import('./scenarios.js');
type Seed = typeof import('./seed.js');
type OptionsModule = typeof import('./options.js');

const NAMES: Record<string, string> = {
  'get-plugin': 'get plugin',
  'get-theme': 'get theme',
  'list-page': 'list page',
  search: 'search',
};

const args = process.argv.slice(2);
const other = args[0];
if (!other || !fs.existsSync(path.join(other, 'bench', 'seed.ts'))) {
  process.stderr.write(
    'usage: npx tsx bench/compare.ts OTHER_CHECKOUT [get-plugin|get-theme|list-page|search ...] [--rounds N]\n',
  );
  process.exit(2);
}
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(args[roundsAt + 1]) : 3;
const wanted = args.slice(1).filter((a, i, all) => a !== '--rounds' && all[i - 1] !== '--rounds');
const scenarios = (wanted.length ? wanted : Object.keys(NAMES)).map((name) => {
  if (!NAMES[name]) throw new Error(`unknown scenario ${name}: use ${Object.keys(NAMES).join(', ')}`);
  return NAMES[name];
});

const work = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'registry-compare-'));

/** One checkout's registry, seeded and started by its own bench code. */
async function side(name: string, repo: string) {
  const from = (file: string) => import(path.join(path.resolve(repo), 'bench', file));
  const { seed } = (await from('seed.ts')) as Seed;
  const { readScenarios, askEachOnce } = (await from('scenarios.ts')) as Scenarios;
  const { startRegistry } = (await from('processes.ts')) as Processes;
  const { options } = (await from('options.ts')) as OptionsModule;
  const dir = path.join(work, name);
  const seeded = await seed(dir, { plugins: 1_000, themes: 100, versions: 3, log: () => {} });
  const registry = await startRegistry({
    dataDir: dir,
    logFile: path.join(work, `${name}.log`),
    launcher: 'node --import tsx',
  });
  const all = readScenarios(seeded);
  for (const s of all.filter((s) => scenarios.includes(s.name)))
    await askEachOnce(registry, seeded.key, s, options, () => {});
  return { name, repo, registry, seeded, all };
}

const sides: Array<Awaited<ReturnType<typeof side>>> = [];
try {
  sides.push(await side('this', ROOT), await side('other', other));
  for (const scenario of scenarios) {
    const sums = new Map<string, number>();
    const loadOn = (s: (typeof sides)[number], seconds: number) =>
      load({
        url: s.registry.url,
        serverPid: s.registry.pid,
        path: s.all.find((x) => x.name === scenario)!.path,
        headers: { 'X-API-KEY': s.seeded.key },
        connections: 50,
        seconds,
        warmupSeconds: 1,
      });
    // A scenario's first load on a process runs colder (code paths not yet optimised): not counted.
    for (const s of sides) await loadOn(s, 2);
    for (let round = 0; round < rounds; round++)
      for (const s of sides) {
        const r = await loadOn(s, 5);
        sums.set(s.name, (sums.get(s.name) ?? 0) + r.reqPerSec);
        console.log(
          `  ${scenario.padEnd(10)} ${s.name.padEnd(5)} ${r.reqPerSec.toFixed(0).padStart(6)} req/s [cpu: server ${r.cpu.server}, others ${r.cpu.other}]`,
        );
      }
    const [a, b] = sides.map((s) => sums.get(s.name)! / rounds);
    console.log(
      `${scenario}: this ${a.toFixed(0)} req/s, other ${b.toFixed(0)} req/s: ${(((a - b) / b) * 100).toFixed(1)} %`,
    );
  }
} finally {
  for (const s of sides) await s.registry.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
