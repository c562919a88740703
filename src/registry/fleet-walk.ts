/**
 * Work over the whole fleet (every site of the inventory, or every site running a package) in
 * bounded pages, with a turn of the event loop between them: the local adapter's reads are
 * synchronous, so one read of every site holds the process for as long as it takes, and a
 * /healthz probe or a site's update check arriving meanwhile waits for all of it (issue 49).
 * Every fleet-wide walk reads the inventory through here: the one owner of that concern.
 */
import type { SiteQuery, SiteRecord, SiteStorage } from '../storage/types.js';

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
export type SiteWalk = Pick<SiteQuery, 'running' | 'seenSince'>;

/**
 * Every site the walk names, each once, a page at a time (see forEachPage). The storage
 * contract pages the inventory by offset only, most recently seen first; two things follow:
 * - a site that checks in during the walk moves to the front, past the pages already read (and
 *   the sites after it shift by one, so a site may come twice): a second pass reads the sites
 *   seen since the walk's first page was read, and each site is handed over once (its first read);
 * - a page costs what reading the sites before it costs, and counts the total (SQLite sorts every
 *   site running the package for each page of them; Azure reads every site row for each page), so
 *   a walk of n sites costs O(n^2): at large fleets it takes far longer than one read, and a
 *   page still holds the loop for long. A page read after a stable key (the row's, which a
 *   check-in does not move) would cost its own sites alone and make the second pass
 *   unnecessary; the contract has no such read yet.
 */
export async function forEachSitePage(
  sites: Pick<SiteStorage, 'list'>,
  walk: SiteWalk,
  fn: (page: SiteRecord[]) => void | Promise<void>,
): Promise<void> {
  const handed = new Set<string>();
  let newest: string | undefined;
  const pass = (seenSince: string) =>
    forEachPage(
      async (offset: number | undefined) => {
        const from = offset ?? 0;
        const { sites: page } = await sites.list({ ...walk, seenSince, offset: from, limit: FLEET_PAGE });
        return { items: page, next: page.length < FLEET_PAGE ? undefined : from + FLEET_PAGE };
      },
      async (page) => {
        newest ??= page[0].lastSeen;
        const fresh = page.filter((site) => !handed.has(site.id));
        for (const site of fresh) handed.add(site.id);
        if (fresh.length > 0) await fn(fresh);
      },
    );
  await pass(walk.seenSince);
  if (newest === undefined) return;
  await nextTurn();
  await pass(newest);
}
