import { odata, type TableClient } from '@azure/data-tables';
import type { AdoptionSnapshot, PackageType } from '../types.js';
import { entity, type Row } from './entities.js';
import { ignoring } from './errors.js';

/**
 * Daily adoption snapshots in the adapter's table: partition `adoption~{type}~{slug}`, one row
 * per UTC day (RowKey `YYYY-MM-DD`, so a range of days is one partition query in date order).
 * `createEntity` fails with 409 when the day's row exists: the first snapshot of a day stays,
 * whichever instance wrote it, and a later writer learns that it did not store one.
 */
const partition = (type: PackageType, slug: string) => `adoption~${type}~${slug}`;

export class AdoptionRows {
  constructor(private readonly table: TableClient) {}

  async record(snapshot: AdoptionSnapshot): Promise<boolean> {
    const row = entity(partition(snapshot.type, snapshot.slug), snapshot.date, {
      versions: JSON.stringify(snapshot.versions),
    });
    return (
      (await ignoring(
        [409],
        this.table.createEntity(row).then(() => true),
      )) ?? false
    );
  }

  async list(type: PackageType, slug: string, since: string): Promise<AdoptionSnapshot[]> {
    const snapshots: AdoptionSnapshot[] = [];
    const filter = odata`PartitionKey eq ${partition(type, slug)} and RowKey ge ${since}`;
    for await (const row of this.table.listEntities<Record<string, unknown>>({ queryOptions: { filter } })) {
      snapshots.push({
        type,
        slug,
        date: String(row.rowKey),
        versions: JSON.parse(String(row.versions)) as Record<string, number>,
      });
    }
    return snapshots; // the table answers a partition in RowKey order: oldest day first
  }

  async forget(type: PackageType, slug: string, before: string): Promise<number> {
    const key = partition(type, slug);
    const filter = odata`PartitionKey eq ${key} and RowKey lt ${before}`;
    let forgotten = 0;
    for await (const row of this.table.listEntities<Record<string, unknown>>({
      queryOptions: { filter, select: ['RowKey'] },
    })) {
      const { rowKey } = row as Row;
      if (
        await ignoring(
          [404],
          this.table.deleteEntity(key, rowKey).then(() => true),
        )
      )
        forgotten++;
    }
    return forgotten;
  }
}
