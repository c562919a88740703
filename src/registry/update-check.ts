/**
 * The update check of a WordPress site (POST /update-check): which of its installed plugins and
 * themes the registry holds, and which version each is offered (packages/update-offer.ts).
 *
 * Cheap by construction: one batched read of the named packages per type (the site names up to
 * 2 000 of each, most of them not ours), and the versions of a package are read only when its
 * latest version is newer than the installed one but the site does not meet its requirements,
 * the one case the latest record alone cannot decide.
 */
import { offeredVersion, offerFromLatest, type Release, type SiteVersions } from '../packages/update-offer.js';
import type { PackageRecord, PackageType, Storage, VersionRecord } from '../storage/types.js';

/** One installed package as the site named it: `key` is the plugin file or the stylesheet. */
export interface Installed {
  key: string;
  slug: string;
  version: string;
}

/** What the registry says about one installed package it holds. */
export interface Answer {
  key: string;
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

export async function checkUpdates(storage: Pick<Storage, 'getPackages' | 'listVersions'>, check: UpdateCheck): Promise<UpdateCheckResult> {
  const [plugins, themes] = await Promise.all([
    answersFor(storage, 'plugin', check.plugins, check.site),
    answersFor(storage, 'theme', check.themes, check.site),
  ]);
  return { plugins, themes };
}

async function answersFor(storage: Pick<Storage, 'getPackages' | 'listVersions'>, type: PackageType, installed: Installed[], site: SiteVersions): Promise<Answer[]> {
  if (installed.length === 0) return [];
  const packages = new Map((await storage.getPackages(type, installed.map((i) => i.slug))).map((pkg) => [pkg.slug, pkg]));
  const answers = installed
    .filter((entry) => packages.has(entry.slug))
    .map((entry) => answerFor(storage, entry, packages.get(entry.slug)!, site));
  return Promise.all(answers);
}

async function answerFor(storage: Pick<Storage, 'listVersions'>, entry: Installed, pkg: PackageRecord, site: SiteVersions): Promise<Answer> {
  const latest = pkg.latest;
  const quick = offerFromLatest(entry.version, release(latest), site);
  if (quick !== 'undecided') return { key: entry.key, package: pkg, version: latest, update: quick === 'latest' };
  // The latest version asks more than the site has: an older version may fit.
  const versions = (await storage.listVersions(pkg.type, pkg.slug)) ?? [latest];
  const current = versions.find((v) => v.latest) ?? latest;
  const offered = offeredVersion(entry.version, versions.map(releaseOf), releaseOf(current), site);
  return { key: entry.key, package: pkg, version: offered?.record ?? current, update: offered !== undefined };
}

type ReleaseOf = Release & { record: VersionRecord };

// Plugin and theme manifests both carry `requires` and `requiresPhp`.
const release = ({ version, manifest }: VersionRecord): Release => ({ version, requires: manifest.requires, requiresPhp: manifest.requiresPhp });
const releaseOf = (version: VersionRecord): ReleaseOf => ({ ...release(version), record: version });
