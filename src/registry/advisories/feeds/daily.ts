/**
 * The server's daily advisory import (DESIGN 15): with REGISTRY_ADVISORY_FEED_URL set, the
 * server imports that feed once a UTC day by itself, as `registry advisories import URL` would,
 * its entry naming the registry as the actor (`{"system": "advisory-feed"}`).
 *
 * The day's run is marked in storage by its own `advisory.import` entry: each instance looks,
 * from a second after it starts and then every hour, for an entry of the feed's actor since the
 * last UTC midnight, and imports when there is none. So several instances on one storage import
 * once a day, and an instance started later that day finds it done. Two instances that look at
 * the same moment on a day not yet imported (started together) both import: the importer stores
 * by id and the second finds the records unchanged, so that costs its CPU and download only.
 *
 * A run that fails (the feed down, its key refused) logs one line and writes no entry when it
 * stored nothing, so the next hourly look tries again; a run cut off after storing some records
 * its entry, and the rest waits for the next day. The import reads the feed as a stream, one
 * chunk of the download a turn of the event loop, so requests are answered while it runs; the
 * server's readiness never waits for it.
 */
import type { Logger } from 'pino';
import type { AuditStamp, Storage } from '../../../storage/types.js';
import type { FeedCounts } from './import.js';
import { runFeedImport } from './run.js';

/** The actor of the scheduled import's entries, and what marks the day's run. */
export const FEED_STAMP: AuditStamp = { actor: { system: 'advisory-feed' }, requestId: null };

export interface DailyFeedImportOptions {
  storage: Storage;
  /** REGISTRY_ADVISORY_FEED_URL. */
  feed: string;
  /** REGISTRY_ADVISORY_FEED_KEY, sent as a Bearer token; never logged. */
  key?: string;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** The clock that tells the UTC day (tests move it). */
  now?: () => Date;
  /** How long after start() the first look waits; then every `everyMs`. */
  startDelayMs?: number;
  everyMs?: number;
}

const HOUR_MS = 3_600_000;
/** The first look waits this long after start, leaving the start to the server's first answers. */
const START_DELAY_MS = 1_000;
/** A page of the day's import entries (the CLI's runs share the action). */
const PAGE = 100;

/** What one look did: imported (with the counts), found the day done, or failed (logged). */
export type DailyOutcome = { imported: FeedCounts } | 'done' | 'failed';

export class DailyFeedImport {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DailyOutcome> | undefined;
  private stopped = true;
  private readonly abort = new AbortController();

  constructor(private readonly options: DailyFeedImportOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(this.options.startDelayMs ?? START_DELAY_MS);
  }

  /** Stops looking; an import in progress is cut off and awaited (storage closes after it). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort.abort();
    await this.running;
  }

  /** One look: imports unless the day's run is recorded already (the timer's work; tests call it). */
  async runOnce(): Promise<DailyOutcome> {
    const { storage, feed, key, logger } = this.options;
    try {
      if (await this.doneToday()) return 'done';
      const counts = await runFeedImport(storage, feed, { key, stamp: FEED_STAMP, signal: this.abort.signal });
      logger.info({ feed, ...counts }, 'daily advisory import finished');
      return { imported: counts };
    } catch (err) {
      if (this.abort.signal.aborted) return 'failed';
      logger.warn({ feed, error: reason(err) }, 'daily advisory import failed; the next hourly look tries again');
      return 'failed';
    }
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce().finally(() => this.schedule(this.options.everyMs ?? HOUR_MS));
    }, delay);
    this.timer.unref();
  }

  /** Whether an entry of the scheduled import was recorded since the last UTC midnight, by any instance. */
  private async doneToday(): Promise<boolean> {
    const since = `${(this.options.now?.() ?? new Date()).toISOString().slice(0, 10)}T00:00:00.000Z`;
    for (let offset = 0; ; offset += PAGE) {
      const { entries } = await this.options.storage.audit.list({
        action: 'advisory.import',
        since,
        offset,
        limit: PAGE,
      });
      if (entries.some((entry) => 'system' in entry.actor && entry.actor.system === 'advisory-feed')) return true;
      if (entries.length < PAGE) return false;
    }
  }
}

/** The failure in one line: a refused fetch says only "fetch failed", its cause says why. */
function reason(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  return err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message;
}
