/**
 * The update check of a WordPress site (POST /update-check): which of its installed plugins and
 * themes the registry holds, and which version each is offered (packages/update-offer.ts).
 *
 * Cheap by construction: the named packages come from the package index (memory, guarded by the
 * storage change token; else one batched read per type: a site names up to 2 000 of each, most
 * of them not ours), and the versions of a package are read only when its latest version is
 * newer than the installed one but the site does not meet its requirements, the one case the
 * latest record alone cannot decide, or when an advisory in memory (security-release-index.ts)
 * exposes the installed version with a fix: then a security release may be owed
 * (advisories/security-release.ts), offered past release control and marked as such.
 */
import { meets, type SiteVersions } from '../packages/update-offer.js';
import { bucketOf, DEFAULT_RING } from '../packages/rules.js';
import { compareVersions } from '../packages/version-compare.js';
import type { Holds, PackageRecord, PackageType, Storage, VersionRecord } from '../storage/types.js';
import { type ControlledRelease, isWithdrawn, offerFor, reaches, type SiteForPackage } from './offer-rule.js';
import { PackageIndex } from './package-index.js';
import { pluralOf } from '../packages/manifest.js';
import type { Advisory } from '../packages/advisory.js';
import { type OwedFix, owedFixes, securityReleaseFor } from './advisories/security-release.js';
import { type FixableAdvisories, SecurityReleaseIndex } from './advisories/security-release-index.js';

/**
 * One installed package as the site named it: `key` is the plugin file or the stylesheet, from
 * which its slug follows (package-index.ts, slugOfKey); `slug` when the caller knows it already.
 */
export interface Installed {
  key: string;
  slug?: string;
  version: string;
}

/** What the registry says about one installed package it holds. */
export interface Answer {
  key: string;
  /** The version the site reported. */
  installed: string;
  package: PackageRecord;
  /** The version offered when `update`; else the latest version, which the answer describes. */
  version: VersionRecord;
  update: boolean;
  /** The offer is lower than the installed version, which was withdrawn. */
  rollback?: boolean;
  /** The offer is a security release (or fixes one the site is owed): the advisory it fixes. */
  security?: Advisory;
}

export interface UpdateCheck {
  site: SiteVersions;
  /** The normalized site URL (its buckets are computed from it). */
  url?: string;
  /** Assigned, else declared; absent: `production`. */
  ring?: string;
  /** Absent: none. */
  holds?: Holds;
  plugins: Installed[];
  themes: Installed[];
}

export interface UpdateCheckResult {
  plugins: Answer[];
  themes: Answer[];
}

/** Update checks of one service instance: they share the package index. */
export class UpdateChecks {
  private readonly index: PackageIndex;
  private readonly advisories: SecurityReleaseIndex;

  constructor(storage: Pick<Storage, 'getPackages' | 'versions' | 'changeToken' | 'advisories'>) {
    this.index = new PackageIndex(storage);
    this.advisories = new SecurityReleaseIndex(storage);
  }

  async check(check: UpdateCheck): Promise<UpdateCheckResult> {
    const versions: SiteVersions = check.site;
    const fixable = this.advisories.fresh() ?? (await this.advisories.current());
    const [plugins, themes] = await Promise.all([
      this.answersFor('plugin', check.plugins, check, versions, fixable),
      this.answersFor('theme', check.themes, check, versions, fixable),
    ]);
    return { plugins, themes };
  }

  /** The advisories that are not withdrawn and name a fix, by package, as the checks see them now. */
  fixableAdvisories(): Promise<FixableAdvisories> {
    return this.advisories.current();
  }

  private async answersFor(
    type: PackageType,
    installed: Installed[],
    check: UpdateCheck,
    versions: SiteVersions,
    fixable: FixableAdvisories,
  ): Promise<Answer[]> {
    if (installed.length === 0) return [];
    const packages = await this.index.lookupInstalled(type, installed);
    const held = check.holds?.[pluralOf(type)] ?? [];
    const ring = check.ring ?? DEFAULT_RING;
    const answers: Answer[] = [];
    // Only the few answers the latest record cannot decide wait for a read; the rest are values
    // (awaiting dozens of values through Promise.all costs a promise and a job each).
    let reads: Array<Promise<void>> | undefined;
    for (let i = 0; i < installed.length; i++) {
      const entry = installed[i];
      const pkg = packages[i];
      if (!pkg) continue;
      const site: SiteForPackage = {
        versions,
        ring,
        bucket: lazyBucket(type, pkg.slug, check.url ?? ''),
        held: held.length > 0 && held.includes(pkg.slug),
      };
      // Only the organization's own advisories release past release control: an imported record
      // names a slug of WordPress.org, which a private plugin of the registry may share.
      const named = site.held ? NO_ADVISORIES : ownAdvisories(fixable.of(type, pkg.slug));
      const owed = named.length > 0 ? owedFixes(named, type, pkg.slug, entry.version) : undefined;
      const quick = owed?.length ? 'undecided' : offerFromLatest(entry.version, pkg, site);
      if (quick !== 'undecided') {
        answers.push({
          key: entry.key,
          installed: entry.version,
          package: pkg,
          version: pkg.latest,
          update: quick === 'latest',
        });
        continue;
      }
      const at = answers.push(undefined as unknown as Answer) - 1; // its place, in the order the site named it
      (reads ??= []).push(this.fromAllVersions(entry, pkg, site, owed).then((answer) => void (answers[at] = answer)));
    }
    if (reads) await Promise.all(reads);
    return answers;
  }

  /**
   * What the latest record alone cannot decide: an older version may fit, the installed one was
   * withdrawn, or a security release is owed. A security release replaces a lower offer (or
   * none); an offer at or above it stands, marked as fixing the advisory.
   */
  private async fromAllVersions(
    entry: Installed,
    pkg: PackageRecord,
    site: SiteForPackage,
    owed?: readonly OwedFix[],
  ): Promise<Answer> {
    const versions = await this.index.versionsOf(pkg);
    const current = versions.find((v) => v.latest) ?? pkg.latest;
    const releases = versions.map(releaseOf);
    const offer = offerFor(entry.version, releases, releaseOf(current), site);
    const security = owed && securityReleaseFor(owed, releases, site);
    if (security) {
      const replaces = !offer || offer.rollback || compareVersions(offer.version.version, security.version.version) < 0;
      return {
        key: entry.key,
        installed: entry.version,
        package: pkg,
        version: replaces ? security.version.record : offer.version.record,
        update: true,
        security: security.advisory,
      };
    }
    return {
      key: entry.key,
      installed: entry.version,
      package: pkg,
      version: offer?.version.record ?? current,
      update: offer !== undefined,
      rollback: offer?.rollback,
    };
  }
}

/**
 * The shortcut that needs only the package record: `none` when the site holds the package or
 * runs a version at or above latest that is not withdrawn, `latest` when latest reaches the site
 * and the site meets its requirements (the highest candidate, so offered), `undecided` when only
 * the other versions can tell.
 */
export function offerFromLatest(
  installed: string,
  pkg: PackageRecord,
  site: SiteForPackage,
): 'none' | 'latest' | 'undecided' {
  if (site.held) return 'none';
  if (pkg.withdrawn.length > 0 && isWithdrawn(installed, pkg.withdrawn)) return 'undecided';
  const latest = pkg.latest;
  if (compareVersions(installed, latest.version) >= 0) return 'none';
  // Plugin and theme manifests both carry `requires` and `requiresPhp`.
  return reaches(latest.rollout, site.ring, site.bucket) && meets(latest.manifest, site.versions)
    ? 'latest'
    : 'undecided';
}

/** Computed at most once, and only when a rollout below 100 % asks for it. */
function lazyBucket(type: PackageType, slug: string, url: string): () => number {
  let bucket: number | undefined;
  return () => (bucket ??= bucketOf(type, slug, url));
}

const NO_ADVISORIES: readonly Advisory[] = [];

type ReleaseOf = ControlledRelease & { record: VersionRecord };

// Plugin and theme manifests both carry `requires` and `requiresPhp`.
const releaseOf = (record: VersionRecord): ReleaseOf => ({
  version: record.version,
  requires: record.manifest.requires,
  requiresPhp: record.manifest.requiresPhp,
  rollout: record.rollout,
  record,
});

/** The registry's own advisories among `advisories` (source `registry`), the only ones a security release acts on. */
function ownAdvisories(advisories: readonly Advisory[]): readonly Advisory[] {
  return advisories.length === 0 || advisories.every((a) => a.source === 'registry')
    ? advisories
    : advisories.filter((a) => a.source === 'registry');
}
