import type { Advisory, Severity } from '../../packages/advisory.js';
import type { Storage } from '../../storage/types.js';
import type { CheckInWrites } from '../check-in-writes.js';
import { exposingAdvisories } from './exposure.js';

export interface AdvisoryQuery {
  /** Those affecting a plugin or a theme of this slug. */
  slug?: string;
  severity?: Severity;
  /** Those exposing at least one site of the inventory. */
  exposed?: boolean;
  offset: number;
  limit: number;
}

/** Newest publication first, then by id: the order of GET /advisories. */
const newestFirst = (a: Advisory, b: Advisory) =>
  a.published === b.published ? (a.id < b.id ? -1 : 1) : a.published < b.published ? 1 : -1;

/** A page of advisories with the number matching. */
export async function listAdvisories(
  storage: Pick<Storage, 'sites' | 'advisories'>,
  writes: CheckInWrites,
  query: AdvisoryQuery,
): Promise<{ advisories: Advisory[]; total: number }> {
  let advisories =
    query.slug === undefined
      ? await storage.advisories.list()
      : unique([
          ...(await storage.advisories.list({ type: 'plugin', slug: query.slug })),
          ...(await storage.advisories.list({ type: 'theme', slug: query.slug })),
        ]);
  if (query.severity !== undefined) advisories = advisories.filter((a) => a.severity === query.severity);
  if (query.exposed) {
    const exposing = await exposingAdvisories(storage, writes);
    advisories = advisories.filter((a) => exposing.has(a.id));
  }
  advisories.sort(newestFirst);
  return { advisories: advisories.slice(query.offset, query.offset + query.limit), total: advisories.length };
}

/** An advisory naming a plugin and a theme of one slug, once. */
function unique(advisories: Advisory[]): Advisory[] {
  return [...new Map(advisories.map((a) => [a.id, a])).values()];
}
