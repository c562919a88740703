/**
 * Imports an advisory feed (DESIGN 15): a Wordfence Intelligence v3 feed (production or
 * scanner), or OSV JSON (one record or an array of them), read as a stream one record at a time,
 * so that memory stays flat however large the feed (the real Wordfence feed is larger than the
 * memory a server should spend on it). Each advisory naming a package the registry cares for
 * goes to the sink whole, its other packages too, as its source states it; the sink is awaited
 * before the next record is read, so a slow store slows the reading instead of piling records up.
 */
import fs from 'node:fs';
import { pipeline, Readable } from 'node:stream';
import type { Token, TokenConsumer } from 'stream-json/parser.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { streamObject } from 'stream-json/streamers/stream-object.js';
import { withParser } from 'stream-json/utils/with-parser.js';
import type { Advisory, AdvisorySource } from '../../../packages/advisory.js';
import type { PackageType } from '../../../packages/manifest.js';
import { RegistryError } from '../../../errors.js';
import type { AdvisoryPutResult } from '../../../storage/types.js';
import { fromOsv, isOsvRecord } from './osv.js';
import { fromWordfence, isWordfenceRecord } from './wordfence.js';

/** Whether the registry cares for advisories about this package. */
export type Keep = (type: PackageType, slug: string) => boolean;
/** Stores one advisory by its id: what the store did with it. */
export type Upsert = (advisory: Advisory) => Promise<AdvisoryPutResult>;

/**
 * What an import did: which source the feed is (told by its shape), per put result, and the
 * records it passed over (no package kept, core only, not a record).
 */
export interface FeedCounts {
  source: AdvisorySource;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

/**
 * The feed's records, one at a time. A top-level array holds OSV records; a top-level object is
 * either a Wordfence feed (each property a record) or one OSV record (each property a field of
 * it), told apart by its first property.
 */
type Item = { key: string | number; value: unknown };

async function* feedRecords(input: Readable, shape: { source: AdvisorySource }): AsyncGenerator<unknown> {
  let streamer: TokenConsumer<Item> | undefined;
  // The streamer fits the top-level value, known only from the first token. A plain function,
  // as the library's own streamers are: nothing is left to flush at the end.
  const topLevel = ((token: Token) => {
    if (streamer === undefined) {
      shape.source = token.name === 'startArray' ? 'osv' : 'wordfence';
      streamer = shape.source === 'osv' ? streamArray() : streamObject();
    }
    return streamer(token);
  }) as TokenConsumer<Item>;
  // An error of the input (a download cut off) ends the iteration below with it.
  const items = pipeline(
    input,
    withParser.asStream(() => topLevel),
    () => {},
  ) as AsyncIterable<Item>;
  let single: Record<string, unknown> | undefined;
  let keyed = false;
  for await (const { key, value } of items) {
    if (typeof key === 'number' || keyed) yield value;
    else if (single === undefined && isWordfenceRecord(value)) {
      keyed = true;
      yield value;
    } else (single ??= {})[key] = value;
  }
  if (single !== undefined) {
    shape.source = 'osv';
    yield single;
  }
}

function advisoryOf(record: unknown): Advisory | undefined {
  if (isWordfenceRecord(record)) return typeof record.id === 'string' ? fromWordfence(record) : undefined;
  return isOsvRecord(record) ? fromOsv(record) : undefined;
}

/** Counts before a run; an empty object is a Wordfence feed without records (one OSV record always has fields). */
export const noCounts = (): FeedCounts => ({ source: 'wordfence', created: 0, updated: 0, unchanged: 0, skipped: 0 });

/**
 * Reads the feed to its end, putting each advisory that names a kept package. `counts` is
 * counted into as it goes, so that a run that fails halfway still tells what it wrote.
 */
export async function importFeed(
  input: Readable,
  keep: Keep,
  upsert: Upsert,
  counts: FeedCounts = noCounts(),
): Promise<FeedCounts> {
  for await (const record of feedRecords(input, counts)) {
    const advisory = advisoryOf(record);
    if (advisory === undefined || !advisory.affected.some((a) => keep(a.type, a.slug))) counts.skipped++;
    else counts[await upsert(advisory)]++;
  }
  return counts;
}

/**
 * The feed at a path or an http(s) URL, as a stream: a URL's body is read as it arrives, never
 * held whole, with `key` (REGISTRY_ADVISORY_FEED_KEY) sent as a Bearer token. `signal` cuts
 * the reading off (the server closing during its daily import): the import then fails with it.
 */
export async function openFeed(source: string, key?: string, signal?: AbortSignal): Promise<Readable> {
  if (!/^https?:\/\//i.test(source)) {
    if (!fs.existsSync(source)) throw new RegistryError('not_found', `No file ${source}.`);
    return fs.createReadStream(source, { signal });
  }
  const response = await fetch(source, { headers: key ? { authorization: `Bearer ${key}` } : {}, signal });
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new RegistryError('unavailable', `The feed ${source} answered ${response.status} ${response.statusText}.`);
  }
  return Readable.fromWeb(response.body);
}
