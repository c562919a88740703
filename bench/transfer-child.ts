/**
 * One export or import, in a process of its own (bench/transfer.ts): it opens the storage as the
 * CLI does, notes its RSS, runs the step through the same functions `registry export|import`
 * runs (started as `npm run export|import` starts node: with --expose-gc), and prints one JSON line: seconds, RSS before, the highest RSS it saw meanwhile, and (import) the seconds each kind of record's writes took.
 */
import { exportRegistry } from '../src/registry/transfer/export.js';
import { importRegistry } from '../src/registry/transfer/import.js';
import { releaseEvery } from '../src/cli/memory.js';
import { openStorage } from './seed.js';

const [step, dataDir, file] = process.argv.slice(2);
// What `registry export|import` does under `npm run`, which starts node with --expose-gc (src/cli/memory.ts).
const onChunk = releaseEvery();
// The storage's settings from the bench (transfer.ts transferChild): the azure adapter's account, or none.
const storageEnv = JSON.parse(process.env.BENCH_STORAGE_ENV ?? '{}') as Record<string, string>;
const storage = await openStorage(dataDir, storageEnv);
/**
 * Where an import's time goes, by the storage writes it makes (format.ts RECORD_KINDS' `put`s and
 * bulk.putPackage): each wrapped to add its wall time, so the bench can say which kind of
 * record is the bottleneck. The writes run one after another, so the times add up.
 */
const phases: Record<string, number> = {};
const timed = <T extends object>(target: T, name: keyof T & string, label: string) => {
  const original = target[name] as (...args: unknown[]) => Promise<unknown>;
  (target as Record<string, unknown>)[name] = async (...args: unknown[]) => {
    const started = performance.now();
    try {
      return await original.apply(target, args);
    } finally {
      phases[label] = (phases[label] ?? 0) + (performance.now() - started) / 1000;
    }
  };
};
if (step === 'import') {
  timed(storage.bulk, 'putPackage', 'packages');
  timed(storage.bulk, 'putKey', 'keys');
  timed(storage.bulk, 'putSite', 'sites');
  timed(storage.sites, 'report', 'outcomes');
  timed(storage.adoption, 'record', 'adoption');
  timed(storage.advisories, 'put', 'advisories');
  timed(storage.bulk, 'putAudit', 'audit');
}
try {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  const counts =
    step === 'export'
      ? await exportRegistry(storage, file, { storageName: 'local', onChunk })
      : await importRegistry(storage, file, { onChunk });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  process.stdout.write(`${JSON.stringify({ seconds, rssBefore: before, rssPeak: peak, counts, phases })}\n`);
} finally {
  await storage.close();
}
