/**
 * The counts the instrumented storage reads at its door: a health gate's stop is counted from the
 * decision its change committed, once per version, whatever else changes the rollout.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { Metrics } from '../../src/metrics.js';
import { addVersion, updateRollout } from '../../src/registry/package-writes.js';
import { instrumented } from '../../src/storage/instrumented.js';
import { createLocalStorage } from '../../src/storage/local/index.js';
import type { AdapterStorage, AuditStamp } from '../../src/storage/types.js';
import { newVersion } from './conformance/context.js';
import { testTempDir } from '../support/temp-dirs.js';

const gate: AuditStamp = { actor: { gate: true }, requestId: 'req-gate' };
const ops: AuditStamp = { actor: { keyId: 'key_1', keyName: 'ops' }, requestId: 'req-ops' };

describe('instrumented storage', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function open(): Promise<{ storage: AdapterStorage; metrics: Metrics }> {
    const dataDir = testTempDir('instrumented');
    const local = createLocalStorage({ dataDir, baseUrl: 'http://registry.test' });
    close = async () => {
      await local.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    const metrics = new Metrics();
    return { storage: instrumented(local, 'local', metrics), metrics };
  }

  const stops = async (metrics: Metrics) =>
    (await metrics.gateStops.get()).values.map((v) => [v.labels.action, v.value]).filter(([, n]) => n !== 0);

  it("counts a gate's stop once, by its action; an operator's halt and a second stop count nothing", async () => {
    const { storage, metrics } = await open();
    for (const version of ['1.0.0', '2.0.0']) await addVersion(storage, newVersion(storage, { version }).input);
    await updateRollout(storage, 'plugin', 'acme-forms', '1.0.0', { halted: true, stoppedBy: undefined }, ops);
    expect(await stops(metrics)).toEqual([]);
    await updateRollout(
      storage,
      'plugin',
      'acme-forms',
      '2.0.0',
      { withdrawn: true, stoppedBy: 'health gate: a' },
      gate,
    );
    await updateRollout(storage, 'plugin', 'acme-forms', '2.0.0', { halted: true, stoppedBy: 'health gate: b' }, gate);
    expect(await stops(metrics)).toEqual([['withdraw', 1]]);
    const calls = await metrics.storageCalls.get();
    expect(calls.values.find((v) => v.labels.operation === 'changePackage' && v.labels.outcome === 'ok')?.value).toBe(
      5,
    );
  });
});
