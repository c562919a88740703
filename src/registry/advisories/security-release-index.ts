/**
 * The advisories an update check weighs, in memory: the update check is the hot path, so it
 * reads no advisory itself. The index holds the advisories that are not withdrawn and name a
 * fix, by package (type and slug), and is read again from storage when it is older than its
 * refresh window (advisories live apart from the catalog and move no change token) or when this
 * process changed an advisory (`advisoriesChanged`): a change made here shows at the next check,
 * one made elsewhere (the `advisories import` CLI, another instance) within the window.
 */
import type { Advisory } from '../../packages/advisory.js';
import type { PackageType } from '../../packages/manifest.js';
import type { AdvisoryStorage, Storage } from '../../storage/types.js';

/** How long an index is trusted without a change of this process. */
export const ADVISORY_REFRESH_MS = 60_000;

/** Changes made by this process, per advisory store: an index older than its store's count reads again. */
const changes = new WeakMap<AdvisoryStorage, number>();

/** Tells the indexes over `store` that an advisory was stored. */
export function advisoriesChanged(store: AdvisoryStorage): void {
  changes.set(store, (changes.get(store) ?? 0) + 1);
}

const keyOf = (type: PackageType, slug: string) => `${type}:${slug}`;

/** The fixable advisories by package, as one read of the store found them. */
export class FixableAdvisories {
  constructor(private readonly byPackage: ReadonlyMap<string, readonly Advisory[]>) {}

  /** The advisories naming the package; empty for most packages. */
  of(type: PackageType, slug: string): readonly Advisory[] {
    return this.byPackage.get(keyOf(type, slug)) ?? NONE;
  }

  get size(): number {
    return this.byPackage.size;
  }
}

const NONE: readonly Advisory[] = [];

interface Snapshot {
  at: number;
  change: number;
  advisories: FixableAdvisories;
}

export class SecurityReleaseIndex {
  private snapshot: Snapshot | undefined;
  private reading: Promise<Snapshot> | undefined;

  constructor(
    private readonly storage: Pick<Storage, 'advisories'>,
    private readonly refreshMs = ADVISORY_REFRESH_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The index, read again first when stale; concurrent checks share one read. */
  async current(): Promise<FixableAdvisories> {
    const snapshot = this.snapshot;
    if (snapshot && snapshot.change === this.change() && this.clock() - snapshot.at < this.refreshMs)
      return snapshot.advisories;
    this.reading ??= this.read().finally(() => (this.reading = undefined));
    return (await this.reading).advisories;
  }

  private change(): number {
    return changes.get(this.storage.advisories) ?? 0;
  }

  private async read(): Promise<Snapshot> {
    // Taken before the read: a change landing during it makes the next check read again.
    const change = this.change();
    const at = this.clock();
    const byPackage = new Map<string, Advisory[]>();
    for (const advisory of await this.storage.advisories.list()) {
      if (advisory.withdrawn !== null) continue;
      for (const affected of advisory.affected) {
        if (!affected.ranges.some((r) => r.fixed !== undefined)) continue;
        const key = keyOf(affected.type, affected.slug);
        const list = byPackage.get(key) ?? [];
        if (!list.includes(advisory)) list.push(advisory);
        byPackage.set(key, list);
      }
    }
    this.snapshot = { at, change, advisories: new FixableAdvisories(byPackage) };
    return this.snapshot;
  }
}
