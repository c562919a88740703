/**
 * One import run (`registry advisories import`, and the server's daily import): the feed read
 * into the advisories store, keeping what concerns the registry's packages and sites, and one
 * `advisory.import` entry with what it created and updated. The puts are unstamped: a feed
 * changes hundreds of advisories at once, and the run's entry says so once. A run that fails
 * after writing some (the feed cut off, a bad record) still records what it wrote.
 */
import type { AuditStamp, Storage } from '../../../storage/types.js';
import { type FeedCounts, importFeed, noCounts, openFeed } from './import.js';
import { keptPackages } from './kept.js';

export async function runFeedImport(
  storage: Storage,
  feed: string,
  options: { key?: string; stamp: AuditStamp; signal?: AbortSignal },
): Promise<FeedCounts> {
  const keep = await keptPackages(storage);
  const input = await openFeed(feed, options.key, options.signal);
  const counts = noCounts();
  let finished = false;
  try {
    await importFeed(input, keep, (advisory) => storage.advisories.put(advisory), counts);
    finished = true;
    return counts;
  } finally {
    if (finished || counts.created + counts.updated > 0)
      await storage.advisories.recordImport(options.stamp, counts.source, {
        created: counts.created,
        updated: counts.updated,
      });
  }
}
