import * as workerThreads from 'node:worker_threads';

/**
 * Chunks of a stream whose memory goes back when their reader is done with them, not when the
 * garbage collector comes by. Node 24 collects the buffers of stream chunks (request bodies,
 * file reads) only once some 64 MiB of them have piled up outside the JS heap, so streaming a
 * large upload, or reading it back, grew the process by that much (bench/README.md, "Figures behind the code").
 */

/*
 * The publish script bundles this file and runs on Node 20.15+, which has neither
 * `isMarkedAsUntransferable` (a named import of it fails to load there) nor
 * ArrayBuffer.prototype.transfer: there no chunk counts as owning its buffer, and nothing is freed
 * early. The registry itself runs on Node 22 and 24, which have both.
 */
const isMarkedAsUntransferable = (workerThreads as Partial<typeof workerThreads>).isMarkedAsUntransferable;
const canTransfer = typeof (ArrayBuffer.prototype as { transfer?: unknown }).transfer === 'function';

/**
 * Whether `chunk` is the whole of a plain, movable buffer of its own: then moving or freeing
 * that buffer loses nothing else. Small Buffers share a pool (Buffer.poolSize, marked
 * untransferable) and are views into part of it; a moved or freed buffer reads as empty.
 */
export function ownsItsBuffer(chunk: Uint8Array): chunk is Uint8Array<ArrayBuffer> {
  const { buffer } = chunk;
  return (
    canTransfer &&
    isMarkedAsUntransferable !== undefined &&
    buffer instanceof ArrayBuffer &&
    !isMarkedAsUntransferable(buffer) &&
    chunk.byteOffset === 0 &&
    chunk.byteLength === buffer.byteLength &&
    chunk.byteLength > 0
  );
}

/**
 * Frees a chunk's memory now when it is the whole of its own buffer (a stream's chunk, which
 * nobody reads once its consumer is done with it); `chunk` reads as empty afterwards. A view
 * into a shared buffer is left to the garbage collector.
 */
export function release(chunk: Uint8Array): void {
  // ES2024's ArrayBuffer.prototype.transfer (Node 21+), which this project's TypeScript lib predates.
  if (ownsItsBuffer(chunk)) (chunk.buffer as ArrayBuffer & { transfer(length: number): ArrayBuffer }).transfer(0);
}
