/**
 * The list index: one partition per type (`catalog~plugin`, RowKey = slug) with each
 * package's name, search text and record, so that a list page with its exact total costs one
 * scan of that partition instead of a read of every package.
 *
 * Consistency. A row is written right after its package's transaction commits; it lives in
 * another partition, so the two cannot commit together. A row is only ever written by
 * `refresh`: read the row (ETag), then read the head, then write what the head says,
 * conditional on the row's ETag (a missing head deletes the row). Whoever writes last has
 * read the head after the previous writer's write, so the row ends at the newest head once
 * the writers are done. What can go wrong is a process dying between its commit and its
 * refresh; the repair for that is `reconcile` (at start-up, see maintenance.ts), which
 * compares each row's `headEtag` with its head, and any later write to the same package.
 *
 * Change stamp. Every row write also rewrites the partition's stamp row (`~changed`): in the
 * same transaction when a row is created or replaced, right after when one is deleted (a
 * transaction's delete cannot be conditional); start-up maintenance rewrites it too, which
 * covers a process that died between a delete and its stamp. The stamp's ETag thus moves with
 * every change of the catalog, and one point read of it tells whether a copy is still current.
 *
 * Staleness. Lists are served from a copy of the partition, confirmed (one read of the stamp)
 * at most `windowMs` before (REGISTRY_CACHE_CHECK_MS; 0: before every use); the partition is
 * scanned again only when the stamp moved. A write of this process drops the copy (and waits
 * for its refresh), so this process always lists its own writes. Writes of other processes show
 * within `windowMs` of their refresh. The adapter confirms cached package tokens with the same
 * stamp (adapter.ts).
 */
import { odata, type TableClient } from '@azure/data-tables';
import type { PackageQuery, PackageRecord, PackageType } from '../types.js';
import { searchText } from '../search-text.js';
import {
  catalogPartition,
  chunked,
  entity,
  type Head,
  isLive,
  readPackageRecord,
  type Row,
  toPackageRecord,
  unchunked,
} from './entities.js';
import { ignoring } from './errors.js';
import type { PackageRows } from './records.js';
import { ConfirmedReads } from './confirmed.js';
import { commit, getRow, queryRows } from './rows.js';
import { retryOnContention, type RetryPolicy } from './retry.js';

interface CatalogRow {
  slug: string;
  /** UTF-8 of the ASCII-lower-cased name, then of the slug: the order SQLite (NOCASE) gives the local adapter. */
  sortName: Buffer;
  sortSlug: Buffer;
  search: string;
  record: PackageRecord;
}

/** The RowKey of the stamp row: slugs are lower-case letters, digits and hyphens, so it is never one. */
const STAMP = '~changed';

/** One scan of a type's catalog partition, with the stamp's ETag read just before it. */
interface Snapshot {
  stamp: string;
  rows: CatalogRow[];
  bySlug: Map<string, CatalogRow>;
}

export class Catalog {
  private readonly cache = new Map<PackageType, Snapshot>();
  /** Scans under way, by type and the stamp they were started for. */
  private readonly loading = new Map<string, Promise<Snapshot>>();
  /** Each type's stamp ETag, read at most once per window. */
  private readonly stampReads: ConfirmedReads<string>;
  private generation = 0;
  /** Packages whose refresh failed; refreshed again before the next list, which fails rather than serve them stale. */
  private readonly pending = new Map<string, { type: PackageType; slug: string }>();

  constructor(
    private readonly table: TableClient,
    private readonly records: PackageRows,
    private readonly retry: RetryPolicy,
    /** How long a stamp read is trusted (REGISTRY_CACHE_CHECK_MS). */
    windowMs: number,
  ) {
    this.stampReads = new ConfirmedReads(windowMs);
  }

  /** Called after every committed package write of this process. */
  async changed(type: PackageType, slug: string): Promise<void> {
    this.invalidate();
    try {
      await this.refresh(type, slug);
    } catch {
      this.pending.set(`${type}~${slug}`, { type, slug });
    }
    this.invalidate();
  }

  /** Makes the package's row say what its head says now (module comment). */
  refresh(type: PackageType, slug: string): Promise<void> {
    const pk = catalogPartition(type);
    return retryOnContention(this.retry, async () => {
      const row = await getRow(this.table, pk, slug, ['headEtag']);
      const head = await this.records.head(type, slug);
      if (!isLive(head)) {
        if (!row) return;
        await ignoring([404], this.table.deleteEntity(pk, slug, { etag: row.etag }));
        await this.touch(type);
        return;
      }
      if (row?.headEtag === head.etag) return;
      const next = catalogEntity(head);
      await commit(this.table, [
        row ? ['update', next, 'Replace', { etag: row.etag }] : ['create', next],
        ['upsert', stampEntity(type), 'Replace'],
      ]);
    });
  }

  /** Moves the type's stamp: every copy of the catalog is then read again. */
  async touch(type: PackageType): Promise<void> {
    await commit(this.table, [['upsert', stampEntity(type), 'Replace']]);
  }

  async list(type: PackageType, query: PackageQuery): Promise<{ packages: PackageRecord[]; total: number }> {
    await this.flushPending();
    const { rows } = await this.current(type);
    const needle = query.search?.toLowerCase();
    const matches = needle ? rows.filter((row) => row.search.includes(needle)) : rows;
    return {
      packages: matches.slice(query.offset, query.offset + query.limit).map((row) => row.record),
      total: matches.length,
    };
  }

  /** The records of those slugs that have a row, from the same copy lists are served from. */
  async find(type: PackageType, slugs: readonly string[]): Promise<PackageRecord[]> {
    await this.flushPending();
    const { bySlug } = await this.current(type);
    const found: PackageRecord[] = [];
    for (const slug of new Set(slugs)) {
      const row = bySlug.get(slug);
      if (row) found.push(row.record);
    }
    return found;
  }

  /** Names the copy lists are served from now (its stamp): lists answer the same for as long as it stays the same. */
  async token(type: PackageType): Promise<string> {
    await this.flushPending();
    return `catalog-${(await this.current(type)).stamp}`;
  }

  /** Slug and `headEtag` of every row of a type, for reconcile. */
  async stamps(type: PackageType): Promise<Map<string, string>> {
    const rows = await queryRows(this.table, odata`PartitionKey eq ${catalogPartition(type)}`, ['RowKey', 'headEtag']);
    return new Map(
      rows
        .filter((row) => row.rowKey !== STAMP)
        .map((row) => [row.rowKey, String((row.headEtag as string | undefined) ?? '')]),
    );
  }

  /** Drops the copies, and any read under way, which may predate a write of this process. */
  invalidate(): void {
    this.generation++;
    this.stampReads.drop();
    this.cache.clear();
    this.loading.clear();
  }

  private async flushPending(): Promise<void> {
    for (const [key, { type, slug }] of this.pending) {
      await this.refresh(type, slug);
      this.pending.delete(key);
    }
  }

  /**
   * The type's change stamp: it moves with every change of any package of the type, once that
   * change's catalog row is written. Read at most once per window; concurrent callers share the read.
   */
  stamp(type: PackageType): Promise<string> {
    return this.stampReads.get(
      type,
      async () => (await getRow(this.table, catalogPartition(type), STAMP, ['RowKey']))?.etag ?? 'none',
    );
  }

  /** The copy of the current stamp; the partition is scanned again only when the stamp moved. */
  private async current(type: PackageType): Promise<Snapshot> {
    const stamp = await this.stamp(type);
    const cached = this.cache.get(type);
    if (cached?.stamp === stamp) return cached;
    const key = `${type} ${stamp}`;
    let load = this.loading.get(key);
    if (!load) {
      const shared: Promise<Snapshot> = this.scan(type, stamp).finally(() => {
        if (this.loading.get(key) === shared) this.loading.delete(key);
      });
      this.loading.set(key, (load = shared));
    }
    return load;
  }

  /** The partition's rows, labelled with the stamp read before them: a write in between leaves the stamp old, never the rows. */
  private async scan(type: PackageType, stamp: string): Promise<Snapshot> {
    const generation = this.generation;
    const rows = (await queryRows(this.table, odata`PartitionKey eq ${catalogPartition(type)}`))
      .filter((row) => row.rowKey !== STAMP)
      .map(readCatalogRow)
      .sort(byNameThenSlug);
    const snapshot = { stamp, rows, bySlug: new Map(rows.map((row) => [row.slug, row])) };
    // A write of this process that finished meanwhile may be missing from this scan: do not keep it.
    if (generation === this.generation) this.cache.set(type, snapshot);
    return snapshot;
  }
}

function stampEntity(type: PackageType) {
  return entity(catalogPartition(type), STAMP, { changedAt: new Date().toISOString() });
}

function catalogEntity(head: Head) {
  const record = toPackageRecord(head);
  return entity(catalogPartition(head.type), head.slug, {
    name: record.latest.manifest.name,
    headEtag: head.etag,
    ...chunked('search', searchText(record.latest.manifest)),
    ...chunked('data', JSON.stringify(record)),
  });
}

function readCatalogRow(row: Row): CatalogRow {
  const record = readPackageRecord(JSON.parse(unchunked(row, 'data')) as PackageRecord);
  const sortName = Buffer.from(asciiLower(String((row.name as string | undefined) ?? '')));
  return { slug: row.rowKey, sortName, sortSlug: Buffer.from(row.rowKey), search: unchunked(row, 'search'), record };
}

/** SQLite NOCASE folds only A-Z; matching it keeps both adapters' orders identical. */
const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

function byNameThenSlug(a: CatalogRow, b: CatalogRow): number {
  return Buffer.compare(a.sortName, b.sortName) || Buffer.compare(a.sortSlug, b.sortSlug);
}
