/**
 * Work over the whole fleet (every site of the inventory, or every site running a package) in
 * bounded pages, with a turn of the event loop between them: the local adapter's reads are
 * synchronous, so one read of every site holds the process for as long as it takes, and a
 * /healthz probe or a site's update check arriving meanwhile waits for all of it (issue 49).
 * Every fleet-wide walk reads the inventory through here: the one owner of that concern.
 */
import type { SiteRecord, SiteStorage, SiteWalkQuery } from '../storage/types.js';

/** Sites a page of a walk reads. */
export const FLEET_PAGE = 500;

/** Resolves on a later turn of the event loop: what arrived meanwhile (a request, a timer) runs first. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** One page of a walk: its items, and where the next page starts (undefined: this was the last). */
export interface Page<T, C> {
  items: T[];
  next?: C;
}

/**
 * Reads page after page from `fetch` (first with `undefined`, then with each page's `next`) and
 * hands each to `fn`, with a turn of the event loop before every page but the first.
 */
export async function forEachPage<T, C>(
  fetch: (cursor: C | undefined) => Promise<Page<T, C>>,
  fn: (items: T[]) => void | Promise<void>,
): Promise<void> {
  let cursor: C | undefined;
  for (let first = true; ; first = false) {
    if (!first) await nextTurn();
    const { items, next } = await fetch(cursor);
    if (items.length > 0) await fn(items);
    if (next === undefined) return;
    cursor = next;
  }
}

/** Calls `fn` on each item, with a turn of the event loop after every `size` of them. */
export async function forEachInChunks<T>(
  items: Iterable<T>,
  fn: (item: T) => void | Promise<void>,
  size = FLEET_PAGE,
): Promise<void> {
  let done = 0;
  for (const item of items) {
    await fn(item);
    if (++done % size === 0) await nextTurn();
  }
}

/** Which sites a walk reads: those seen since `seenSince`, running the package when `running` names one. */
export type SiteWalk = Omit<SiteWalkQuery, 'after' | 'limit'>;

/**
 * Every site the walk names, each once, a page at a time (see forEachPage), in the storage's walk
 * order (SiteStorage.walk: the row's key, which a check-in does not move, so a page costs its own
 * sites however far the walk has come).
 */
export async function forEachSitePage(
  sites: Pick<SiteStorage, 'walk'>,
  walk: SiteWalk,
  fn: (page: SiteRecord[]) => void | Promise<void>,
): Promise<void> {
  await forEachPage(async (after: string | undefined) => {
    const { sites: items, next } = await sites.walk({ ...walk, after, limit: FLEET_PAGE });
    return { items, next };
  }, fn);
}
