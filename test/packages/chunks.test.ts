import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ownsItsBuffer, release } from '../../src/packages/chunks.js';

describe('stream chunks released after use', () => {
  it('frees a chunk that is the whole of its own buffer at once (it reads as empty after)', () => {
    const chunk = randomBytes(64 * 1024);
    expect(ownsItsBuffer(chunk)).toBe(true);
    release(chunk);
    expect(chunk.length).toBe(0);
    expect(chunk.buffer.byteLength).toBe(0);
    release(chunk); // a second release finds nothing to free
    expect(chunk.length).toBe(0);
  });

  it("leaves alone a view into a larger buffer and a small Buffer from the shared pool: their bytes are others' too", () => {
    const whole = Buffer.alloc(4096, 1);
    const view = whole.subarray(0, 1024);
    const pooled = Buffer.from('a small chunk');
    for (const chunk of [view, pooled]) {
      const before = Buffer.from(chunk);
      expect(ownsItsBuffer(chunk)).toBe(false);
      release(chunk);
      expect(chunk).toEqual(before);
    }
    expect(whole.length).toBe(4096);
  });
});
