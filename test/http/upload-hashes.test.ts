import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { UploadHashes } from '../../src/http/upload-hashes.js';

/** The uploads' hashing thread: the digests node:crypto gives for the same bytes, per upload. */
const expected = (chunks: Buffer[]) => ({
  md5: createHash('md5').update(Buffer.concat(chunks)).digest('hex'),
  sha384: createHash('sha384').update(Buffer.concat(chunks)).digest('hex'),
  sha1: createHash('sha1').update(Buffer.concat(chunks)).digest('hex'),
  sha256: createHash('sha256').update(Buffer.concat(chunks)).digest('hex'),
});

/** The nice value of each of this process's threads (Linux: /proc/self/task/<tid>/stat, field 19). */
const niceValues = () =>
  fs.readdirSync('/proc/self/task').flatMap((tid) => {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      return []; // the thread ended since the listing
    }
    return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
  });

/** Runs `use` with a new UploadHashes (made with `args`), and closes it after, pass or fail. */
async function withHashes(
  use: (hashes: UploadHashes) => Promise<void>,
  ...args: ConstructorParameters<typeof UploadHashes>
): Promise<void> {
  const hashes = new UploadHashes(...args);
  try {
    await use(hashes);
  } finally {
    await hashes.close();
  }
}

describe('UploadHashes', () => {
  it('hashes interleaved uploads each on its own, in the order their chunks came; a dropped one changes none of the others', () =>
    withHashes(async (hashes) => {
      const a = Array.from({ length: 40 }, () => randomBytes(64 * 1024 + 7));
      const b = Array.from({ length: 25 }, () => randomBytes(1000));
      const [sa, sb, dropped] = [hashes.session(), hashes.session(), hashes.session()];
      for (let i = 0; i < 40; i++) {
        void sa.update(a[i]);
        if (i < 25) void sb.update(b[i]);
        void dropped.update(a[i]);
      }
      dropped.drop();
      const [da, db] = await Promise.all([sa.digests(), sb.digests()]);
      expect(da).toEqual(expected(a));
      expect(db).toEqual(expected(b));
      // An empty upload too.
      expect(await hashes.session().digests()).toEqual(expected([]));
    }));

  it('an upload more than 1 MiB ahead of its hashing waits for the thread to catch up, then goes on', () =>
    withHashes(async (hashes) => {
      const session = hashes.session();
      const chunks = Array.from({ length: 6 }, () => randomBytes(256 * 1024));
      const settled: boolean[] = [];
      const updates = chunks.map((chunk, i) => {
        const update = session.update(chunk);
        void update.then(() => (settled[i] = true));
        return update;
      });
      // The thread's answers arrive as messages, after this turn: only what fits under the bound has gone on.
      await Promise.resolve();
      await Promise.resolve();
      expect(chunks.map((_, i) => settled[i] === true)).toEqual([true, true, true, true, false, false]);
      await Promise.all(updates);
      expect(await session.digests()).toEqual(expected(chunks));
    }));

  it('the thread stops once uploads leave it idle, and the next upload starts it again', () =>
    withHashes(async (hashes) => {
      const thread = () => (hashes as unknown as { worker?: unknown }).worker;
      const first = hashes.session();
      void first.update(Buffer.from('one archive'));
      expect(await first.digests()).toEqual(expected([Buffer.from('one archive')]));
      expect(thread()).toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(thread()).toBeUndefined();
      const next = hashes.session();
      void next.update(Buffer.from('another archive'));
      expect(await next.digests()).toEqual(expected([Buffer.from('another archive')]));
    }, 50));

  it('a chunk given up moves to the thread without a copy when it is a whole buffer of its own; a view into a larger one is copied', () =>
    withHashes(async (hashes) => {
      const session = hashes.session();
      const own = randomBytes(64 * 1024);
      const shared = Buffer.alloc(3000, 7);
      const view = shared.subarray(1000, 2000);
      const pooled = Buffer.from('a small chunk'); // a view into Buffer's shared pool
      const bytes = [Buffer.from(own), Buffer.from(view), Buffer.from(pooled)];
      await Promise.all([session.give(own), session.give(view), session.give(pooled)]);
      // Moved: this side reads it as empty, and its memory is the thread's to free. The others stay as they were.
      expect(own.length).toBe(0);
      expect(view).toEqual(bytes[1]);
      expect(pooled).toEqual(bytes[2]);
      expect(await session.digests()).toEqual(expected(bytes));
    }));

  it('a stopped thread fails the uploads it was hashing, and the next upload starts a new one', async () => {
    const hashes = new UploadHashes();
    const waiting = hashes.session();
    void waiting.update(Buffer.from('an archive'));
    const digests = waiting.digests();
    const cut = hashes.session();
    void cut.update(Buffer.from('half an archive'));
    await hashes.close();
    // Either its answer came first or the stop failed it: never an answer that hangs.
    await digests.then(
      (d) => expect(d).toEqual(expected([Buffer.from('an archive')])),
      (err: Error) => expect(err.message).toMatch(/stopped/),
    );
    await expect(cut.digests()).rejects.toThrow('The upload hashing thread stopped.');
    const next = hashes.session();
    void next.update(Buffer.from('a whole archive'));
    expect(await next.digests()).toEqual(expected([Buffer.from('a whole archive')]));
    await hashes.close();
  });

  // The process's own nice value, and the hashing thread's (10 more, at most 19).
  const base = os.getPriority();
  const lowered = Math.min(19, base + 10);
  it.runIf(process.platform === 'linux' && lowered > base)(
    "the thread hashes below the event loop's priority, and only it does",
    async () => {
      const atLowered = () => niceValues().filter((nice) => nice === lowered).length;
      const before = atLowered();
      const hashes = new UploadHashes();
      try {
        const session = hashes.session();
        void session.update(Buffer.from('an archive'));
        expect(await session.digests()).toEqual(expected([Buffer.from('an archive')]));
        expect(os.getPriority()).toBe(base);
        expect(atLowered()).toBe(before + 1);
      } finally {
        await hashes.close();
      }
      expect(atLowered()).toBe(before);
    },
  );
});
