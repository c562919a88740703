import { Worker } from 'node:worker_threads';

/** What an upload's bytes hash to, lowercase hex. */
export interface UploadDigests {
  md5: string;
  sha384: string;
}

/** One upload's hashing: chunks in order, then its digests (or nothing, when it is dropped). */
export interface HashSession {
  update(chunk: Buffer): void;
  digests(): Promise<UploadDigests>;
  drop(): void;
}

/*
 * The worker's code: one MD5 and one SHA-384 per upload, fed in the order the chunks were sent.
 * Plain CommonJS evaluated as is, so it runs the same from src/ (tsx) and from dist/.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const sessions = new Map();
parentPort.on('message', ({ id, chunk, end, drop }) => {
  let hashes = sessions.get(id);
  if (!hashes) sessions.set(id, (hashes = [createHash('md5'), createHash('sha384')]));
  if (chunk) { hashes[0].update(chunk); hashes[1].update(chunk); }
  if (end || drop) sessions.delete(id);
  if (end) parentPort.postMessage({ id, md5: hashes[0].digest('hex'), sha384: hashes[1].digest('hex') });
});
`;

/**
 * Hashes uploads on a worker thread: MD5 and SHA-384 together cost ~2.5 ms of CPU per MiB, which
 * on the event loop would slow every upload and every request beside it; posting a chunk costs
 * the event loop a fraction of that (figures in bench/README.md). The worker starts with the first
 * upload, never keeps the process alive, and is started again after a crash, which fails only
 * the uploads it was hashing.
 */
export class UploadHashes {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { worker: Worker; resolve(d: UploadDigests): void; reject(err: Error): void }
  >();

  session(): HashSession {
    const worker = this.running();
    const id = this.nextId++;
    return {
      update: (chunk) => worker.postMessage({ id, chunk }),
      digests: () =>
        new Promise<UploadDigests>((resolve, reject) => {
          // The thread this upload was hashed on has stopped: some of its chunks were lost with it.
          if (this.worker !== worker) return reject(new Error('The upload hashing thread stopped.'));
          this.waiting.set(id, { worker, resolve, reject });
          worker.postMessage({ id, end: true });
        }),
      drop: () => worker.postMessage({ id, drop: true }),
    };
  }

  /** Stops the worker (uploads being hashed fail). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', ({ id, md5, sha384 }: UploadDigests & { id: number }) => {
      this.waiting.get(id)?.resolve({ md5, sha384 });
      this.waiting.delete(id);
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, waiting] of this.waiting) {
        if (waiting.worker !== worker) continue; // hashed on the thread started since
        waiting.reject(err);
        this.waiting.delete(id);
      }
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('The upload hashing thread stopped.')));
    this.worker = worker;
    return worker;
  }
}
