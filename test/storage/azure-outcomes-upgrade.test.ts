/**
 * Update outcomes kept by an earlier release (azure adapter): outcome rows without `counts` and
 * `received` open unchanged and count as ignored, received at their own time.
 */
import { TableClient } from '@azure/data-tables';
import { afterEach, describe, expect, it } from 'vitest';
import { createAzureStorage } from '../../src/storage/azure/index.js';
import { siteId } from '../../src/storage/site-id.js';
import { azuriteConnectionString, dropAzure, randomAzureNames } from '../support/azure.js';
import { publicKey } from './conformance/site-identity.js';
import { countingOutcomes, outcomeCounts } from '../../src/registry/outcome-classes.js';
import { replacesKept } from '../../src/registry/outcome-keeping.js';

const connectionString = azuriteConnectionString();
const names = randomAzureNames();
afterEach(() => dropAzure(connectionString, names));

describe('outcomes of an earlier release (azure)', () => {
  it('open unchanged and count as ignored, received at their time', async () => {
    let storage = await createAzureStorage({ connectionString, ...names });
    try {
      const url = 'https://old.example';
      const id = siteId(url);
      await storage.sites.enroll({ url, publicKey: publicKey(), time: new Date().toISOString() });
      const report = {
        id: 'r1',
        type: 'plugin' as const,
        slug: 'acme-forms',
        from: '1.0.0',
        to: '2.0.0',
        result: 'fatal' as const,
        code: 'acme-forms.php',
        message: 'Uncaught Error: boom',
        time: '2026-11-20T10:00:00Z',
      };
      await storage.sites.report(id, [{ report, counts: true, received: '2026-11-20T10:00:01.000Z' }], replacesKept);
      // The row as the earlier release wrote it: no `counts`, no `received`.
      const table = TableClient.fromConnectionString(connectionString, names.table, { allowInsecureConnection: true });
      const partitionKey = `outcomes~plugin~acme-forms~${Buffer.from('2.0.0').toString('hex')}`;
      await table.upsertEntity(
        {
          partitionKey,
          rowKey: id,
          reportId: 'r1',
          result: 'fatal',
          time: report.time,
          report: JSON.stringify(report),
        },
        'Replace',
      );
      // Nor the kept counts, which came later (src/storage/azure/tallies.ts): the store opens
      // again without them, and counts the row as it is, from the rows and then from the tallies built.
      for await (const row of table.listEntities({ queryOptions: { filter: `PartitionKey eq '${partitionKey}'` } }))
        if (row.rowKey!.startsWith('~')) await table.deleteEntity(partitionKey, row.rowKey!);
      await table.deleteEntity('sites', '~tallies');
      await storage.close();
      storage = await createAzureStorage({ connectionString, ...names });
      expect(await outcomeCounts(storage, 'plugin', 'acme-forms', '2.0.0')).toEqual({
        sites: 0,
        failed: 0,
        unhealthy: 0,
        ignored: 1,
      });
      expect(await countingOutcomes(storage, 'plugin', 'acme-forms', '2.0.0', undefined, 10)).toEqual([]);
      const exported = await storage.bulk.snapshot(async (view) => {
        const all = [];
        for await (const outcome of view.outcomes()) all.push(outcome);
        return all;
      });
      expect(exported).toEqual([{ siteId: id, report, counts: false, received: report.time }]);
    } finally {
      await storage.close();
    }
  });
});
