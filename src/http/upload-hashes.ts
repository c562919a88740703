import { Worker } from 'node:worker_threads';
import { ownsItsBuffer } from '../packages/chunks.js';

/** What an upload's bytes hash to, lowercase hex. */
export interface UploadDigests {
  md5: string;
  sha384: string;
  /** Composer's `shasum` and dist `reference` (DESIGN 16). */
  sha1: string;
  sha256: string;
}

/** One upload's hashing: chunks in order, then its digests (or nothing, when it is dropped). */
export interface HashSession {
  /**
   * Hands a chunk to the hashing thread. Resolves at once while the upload's bytes not yet
   * hashed stay under the bound, else once the thread has caught up: the caller reads the next
   * chunk only then, so a client faster than the hash waits instead of filling memory.
   */
  update(chunk: Buffer): Promise<void>;
  /**
   * As `update`, but the caller gives the chunk up: when it is a view of a whole buffer of its
   * own (as an upload's body chunks are), that buffer moves to the thread without a copy and is
   * freed there once hashed, and `chunk` reads as empty from then on. A chunk's memory then goes
   * back as soon as it is hashed instead of at the event loop's next garbage collection, which
   * under Node 24 let some 64 MiB of received chunks pile up during a large upload
   * (bench/README.md, "Figures behind the code"). A view into a larger buffer is copied, as by `update`.
   */
  give(chunk: Buffer): Promise<void>;
  /** Asks for the digests once the last chunk was handed over (before the file is on disk). */
  digests(): Promise<UploadDigests>;
  /** Forgets the upload, also after its digests were asked. */
  drop(): void;
}

/** Bytes of one upload handed to the thread and not yet hashed, at most, before the upload waits. */
const HIGH_WATER = 2 ** 20;
/** Past this, each chunk asks the thread to say when it is hashed (below it, no answer is needed). */
const LOW_WATER = 256 * 1024;
/**
 * Added to the process's nice value for the hashing thread: on a busy machine the event loop
 * (requests, the upload's own reading and writing) goes first and the hashes take the time left
 * over. At the same priority, the two hashes took the cores from the event loop and uploads ran
 * slower (bench/README.md, "Figures behind the code").
 */
const HASHING_NICE = 10;
/** The thread stops after this long without an upload (the next one starts it again). */
const IDLE_MS = 10_000;

type ToWorker =
  { id: number; chunk: Uint8Array; ack: boolean } | { id: number; end: true } | { id: number; drop: true };
type FromWorker = { id: number; hashed: number } | ({ id: number } & UploadDigests);

/*
 * The worker's code: one MD5, one SHA-384, one SHA-1 and one SHA-256 per upload, fed in the order the chunks were sent;
 * it reports the bytes hashed so far when a chunk asks. Plain CommonJS evaluated as is, so it
 * runs the same from src/ (tsx) and from dist/.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
// On Linux this lowers this thread's priority only (elsewhere it would lower the whole
// process's); where the system refuses, the thread runs at the process's priority.
if (process.platform === 'linux') {
  const os = require('node:os');
  try {
    os.setPriority(Math.min(19, os.getPriority() + ${HASHING_NICE}));
  } catch {}
}
const sessions = new Map();
parentPort.on('message', ({ id, chunk, ack, end, drop }) => {
  let s = sessions.get(id);
  if (!s) sessions.set(id, (s = { md5: createHash('md5'), sha384: createHash('sha384'), sha1: createHash('sha1'),
      sha256: createHash('sha256'),
      hashed: 0 }));
  if (chunk) {
    s.md5.update(chunk);
    s.sha384.update(chunk);
    s.sha1.update(chunk);
    s.sha256.update(chunk);
    s.hashed += chunk.length;
    // Frees the bytes now (a zero-length transfer detaches them), not at this thread's next
    // collection: it allocates so little that one may not come for hundreds of MiB.
    chunk.buffer.transfer(0);
    if (ack) parentPort.postMessage({ id, hashed: s.hashed });
  }
  if (end || drop) sessions.delete(id);
  if (end) parentPort.postMessage({ id, md5: s.md5.digest('hex'), sha384: s.sha384.digest('hex'), sha1: s.sha1.digest('hex'), sha256: s.sha256.digest('hex') });
});
`;

interface Pending<T> {
  resolve(value: T): void;
  reject(err: Error): void;
}

/** One upload as this side of the thread sees it. */
interface Session {
  worker: Worker;
  /** Bytes hashed, as the thread last said. */
  hashed: number;
  /** Updates waiting for `hashed` to reach their `until`, in the order they were made. */
  waiting: Array<Pending<void> & { until: number }>;
  result?: Pending<UploadDigests>;
  failed?: Error;
}

/**
 * Hashes uploads on a worker thread: MD5 and SHA-384 together cost ~2.5 ms of CPU per MiB, which
 * on the event loop would slow every upload and every request beside it; handing a chunk over
 * costs the event loop a copy (bench/README.md, "Figures behind the code"). The thread runs below the event
 * loop's priority (`HASHING_NICE`, on Linux). It starts with the first upload, stops when uploads
 * have left it idle for a while, never keeps the process alive, and is started again after a
 * crash, which fails only the uploads it was hashing.
 */
export class UploadHashes {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly sessions = new Map<number, Session>();
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    /** How long the thread waits for the next upload once none is left before it stops. */
    private readonly idleMs = IDLE_MS,
  ) {}

  session(): HashSession {
    clearTimeout(this.idleTimer);
    const worker = this.running();
    const id = this.nextId++;
    const session: Session = { worker, hashed: 0, waiting: [] };
    this.sessions.set(id, session);
    let sent = 0;
    const post = (message: ToWorker, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
    // The thread this upload was hashed on has stopped: some of its chunks were lost with it.
    const lost = () => session.failed ?? (this.worker !== worker ? stopped() : undefined);
    const hand = (bytes: Uint8Array<ArrayBuffer>): Promise<void> => {
      const err = lost();
      if (err) return Promise.reject(err);
      sent += bytes.length;
      const behind = sent - session.hashed;
      post({ id, chunk: bytes, ack: behind > LOW_WATER }, [bytes.buffer]);
      if (behind <= HIGH_WATER) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        session.waiting.push({ resolve, reject, until: sent - LOW_WATER });
      });
    };
    return {
      // A copy of its own, handed over: a chunk may be a view into a larger buffer, which a plain
      // post would copy whole, and the caller keeps its chunk.
      update: (chunk) => hand(copyOf(chunk)),
      give: (chunk) => hand(ownsItsBuffer(chunk) ? chunk : copyOf(chunk)),
      digests: () =>
        new Promise<UploadDigests>((resolve, reject) => {
          const err = lost();
          if (err) return reject(err);
          session.result = { resolve, reject };
          post({ id, end: true });
        }),
      drop: () => {
        this.sessions.delete(id);
        if (this.worker === worker) post({ id, drop: true });
        this.stopWhenIdle();
      },
    };
  }

  /**
   * Stops the thread once no upload has used it for `idleMs`. A registry receives uploads now and
   * then (CI publishing a release), and while the thread merely exists, kept answers served beside
   * arriving update checks lost a fifth of their rate in the bench (bench/README.md, "Figures behind the code").
   */
  private stopWhenIdle(): void {
    if (this.sessions.size > 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.sessions.size === 0) void this.close();
    }, this.idleMs).unref();
  }

  /** Stops the worker (uploads being hashed fail). */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (message: FromWorker) => this.heard(message));
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, session] of this.sessions) {
        if (session.worker !== worker) continue; // hashed on the thread started since
        this.sessions.delete(id);
        session.failed = err;
        for (const waiting of session.waiting) waiting.reject(err);
        session.result?.reject(err);
      }
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(stopped()));
    this.worker = worker;
    return worker;
  }

  private heard(message: FromWorker): void {
    const session = this.sessions.get(message.id);
    if (!session) return;
    if ('hashed' in message) {
      session.hashed = message.hashed;
      while (session.waiting.length > 0 && session.hashed >= session.waiting[0].until)
        session.waiting.shift()!.resolve();
      return;
    }
    this.sessions.delete(message.id);
    session.result?.resolve({ md5: message.md5, sha384: message.sha384, sha1: message.sha1, sha256: message.sha256 });
    this.stopWhenIdle();
  }
}

const stopped = () => new Error('The upload hashing thread stopped.');

function copyOf(chunk: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(chunk.length);
  copy.set(chunk);
  return copy;
}
