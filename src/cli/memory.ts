/**
 * Export and import stream hundreds of MiB through 64 KiB buffers that live outside V8's heap.
 * V8 collects them only once some 64 MiB of them are garbage (its external-memory limit), so the
 * process's RSS grew by 70-90 MiB per run however flat the streaming (bench/README.md, "Export
 * and import"). `npm run export|import` start node with `--expose-gc`, and the CLI collects
 * after every 16 MiB streamed: RSS grows by about 20 MiB. Without the flag this does nothing.
 */
const EVERY_BYTES = 16 * 1024 * 1024;

/** A chunk listener that collects garbage every EVERY_BYTES streamed, when node exposes gc. */
export function releaseEvery(everyBytes = EVERY_BYTES): ((bytes: number) => void) | undefined {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return undefined;
  let streamed = 0;
  return (bytes) => {
    streamed += bytes;
    if (streamed < everyBytes) return;
    streamed = 0;
    collect();
  };
}
