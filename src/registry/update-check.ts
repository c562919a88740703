/**
 * The update check of a WordPress site (POST /update-check): which of its installed plugins and
 * themes the registry holds, and which version each is offered (packages/update-offer.ts).
 *
 * Cheap by construction: the named packages come from the package index (memory, guarded by the
 * storage change token; else one batched read per type: a site names up to 2 000 of each, most
 * of them not ours), and the versions of a package are read only when its latest version is
 * newer than the installed one but the site does not meet its requirements, the one case the
 * latest record alone cannot decide.
 */
import { offeredVersion, offerFromLatest, type Release, type SiteVersions } from '../packages/update-offer.js';
import type { PackageRecord, PackageType, Storage, VersionRecord } from '../storage/types.js';
import { PackageIndex } from './package-index.js';

/** One installed package as the site named it: `key` is the plugin file or the stylesheet. */
export interface Installed {
  key: string;
  slug: string;
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
}

export interface UpdateCheck {
  site: SiteVersions;
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

  constructor(private readonly storage: Pick<Storage, 'getPackages' | 'versions' | 'changeToken'>) {
    this.index = new PackageIndex(storage);
  }

  async check(check: UpdateCheck): Promise<UpdateCheckResult> {
    const [plugins, themes] = await Promise.all([this.answersFor('plugin', check.plugins, check.site), this.answersFor('theme', check.themes, check.site)]);
    return { plugins, themes };
  }

  private async answersFor(type: PackageType, installed: Installed[], site: SiteVersions): Promise<Answer[]> {
    if (installed.length === 0) return [];
    const packages = await this.index.lookupEach(type, installed.map((entry) => entry.slug));
    const answers: Array<Answer | Promise<Answer>> = [];
    for (let i = 0; i < installed.length; i++) {
      const entry = installed[i];
      const pkg = packages[i];
      if (!pkg) continue;
      const quick = offerFromLatest(entry.version, release(pkg.latest), site);
      answers.push(quick === 'undecided'
        ? this.fromAllVersions(entry, pkg, site)
        : { key: entry.key, installed: entry.version, package: pkg, version: pkg.latest, update: quick === 'latest' });
    }
    return Promise.all(answers);
  }

  /** The latest version asks more than the site has: an older version may fit. */
  private async fromAllVersions(entry: Installed, pkg: PackageRecord, site: SiteVersions): Promise<Answer> {
    const versions = (await this.storage.versions.list(pkg.type, pkg.slug)) ?? [pkg.latest];
    const current = versions.find((v) => v.latest) ?? pkg.latest;
    const offered = offeredVersion(entry.version, versions.map(releaseOf), releaseOf(current), site);
    return { key: entry.key, installed: entry.version, package: pkg, version: offered?.record ?? current, update: offered !== undefined };
  }
}

type ReleaseOf = Release & { record: VersionRecord };

// Plugin and theme manifests both carry `requires` and `requiresPhp`.
const release = ({ version, manifest }: VersionRecord): Release => ({ version, requires: manifest.requires, requiresPhp: manifest.requiresPhp });
const releaseOf = (version: VersionRecord): ReleaseOf => ({ ...release(version), record: version });
