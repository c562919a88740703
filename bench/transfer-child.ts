/**
 * One export or import, in a process of its own (bench/transfer.ts): it opens the storage as the
 * CLI does, notes its RSS, runs the step through the same functions `registry export|import`
 * runs (started as `npm run export|import` starts node: with --expose-gc), and prints one JSON line: seconds, RSS before, and the highest RSS it saw meanwhile.
 */
import { exportRegistry } from '../src/registry/transfer/export.js';
import { importRegistry } from '../src/registry/transfer/import.js';
import { releaseEvery } from '../src/cli/memory.js';
import { openStorage } from './seed.js';

const [step, dataDir, file] = process.argv.slice(2);
// What `registry export|import` does under `npm run`, which starts node with --expose-gc (src/cli/memory.ts).
const onChunk = releaseEvery();
const storage = await openStorage(dataDir);
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
  process.stdout.write(`${JSON.stringify({ seconds, rssBefore: before, rssPeak: peak, counts })}\n`);
} finally {
  await storage.close();
}
