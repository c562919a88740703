/**
 * The Composer repository's answers (DESIGN 16) in Composer's v2 formats: the root file, a
 * package's version list and the advisories API, from what registry/composer.ts decided.
 */
import { composerVersion } from '../packages/composer-version.js';
import {
  type ComposerAdvisory,
  type ComposerPackageFile,
  type ComposerPackageName,
  type ComposerRelease,
  composerName,
  composerVendorOf,
} from '../registry/composer.js';
import type { ComposerHashes } from '../storage/types.js';
import { type Schemas, safeUri } from './context.js';

/** composer/installers puts `wordpress-plugin` and `wordpress-theme` packages where WordPress looks for them. */
const INSTALLERS = { 'composer/installers': '^1.0 || ^2.0' };

export function presentComposerRoot(vendor: string, baseUrl: string): Schemas['ComposerRoot'] {
  return {
    packages: [],
    'metadata-url': `${baseUrl}/composer/p2/%package%.json`,
    'available-package-patterns': [`${composerVendorOf(vendor, 'plugin')}/*`, `${composerVendorOf(vendor, 'theme')}/*`],
    'security-advisories': { metadata: true, 'api-url': `${baseUrl}/composer/api/security-advisories` },
  };
}

/** A package's file; `file` undefined: the registry does not hold it (an empty list, never 404). */
export function presentComposerPackage(
  vendor: string,
  baseUrl: string,
  name: ComposerPackageName,
  file: ComposerPackageFile | undefined,
): Schemas['ComposerPackageFile'] {
  const versions = (file?.releases ?? []).map((release) => presentRelease(vendor, baseUrl, release, file!));
  return {
    packages: { [composerName(vendor, name)]: versions },
    'security-advisories': (file?.advisories ?? []).map((a) => ({
      advisoryId: a.id,
      affectedVersions: a.affectedVersions,
    })),
  };
}

function presentRelease(
  vendor: string,
  baseUrl: string,
  { record, normalized, hashes }: ComposerRelease & { hashes: ComposerHashes },
  file: ComposerPackageFile,
): Schemas['ComposerVersion'] {
  const { manifest } = record;
  const requiresPhp = manifest.requiresPhp ?? '';
  const dependencies = (manifest.type === 'plugin' ? (manifest.requiresPlugins ?? []) : [])
    .filter((slug) => slug !== record.slug && file.heldDependencies.has(slug))
    .map((slug): [string, string] => [composerName(vendor, { type: 'plugin', slug }), '*']);
  return {
    name: composerName(vendor, record),
    version: record.version,
    version_normalized: normalized,
    type: `wordpress-${record.type}`,
    description: manifest.type === 'plugin' ? manifest.shortDescription : manifest.description,
    homepage: safeUri(manifest.type === 'plugin' ? manifest.pluginUri : undefined, safeUri(manifest.authorUri, '')),
    time: record.createdAt,
    dist: {
      type: 'zip',
      url: `${baseUrl}/composer/dist/${record.type}/${record.slug}/${record.version}.zip`,
      shasum: hashes.sha1,
      reference: hashes.sha256,
    },
    require: {
      ...INSTALLERS,
      // Only a requirement Composer reads as a version: another one would make it refuse the whole file.
      ...(requiresPhp && composerVersion(requiresPhp) ? { php: `>=${requiresPhp}` } : {}),
      ...Object.fromEntries(dependencies),
    },
  };
}

/** The advisories API's answer: every name asked for that the key may read, each with its list. */
export function presentComposerAdvisories(
  vendor: string,
  lists: ReadonlyArray<{ name: ComposerPackageName; advisories: readonly ComposerAdvisory[] }>,
): Schemas['ComposerAdvisories'] {
  return {
    advisories: Object.fromEntries(
      lists.map(({ name, advisories }) => [
        composerName(vendor, name),
        advisories.map((a) => presentAdvisory(vendor, a)),
      ]),
    ),
  };
}

function presentAdvisory(vendor: string, a: ComposerAdvisory): Schemas['ComposerAdvisory'] {
  return {
    advisoryId: a.id,
    packageName: composerName(vendor, a.package),
    affectedVersions: a.affectedVersions,
    title: a.title,
    sources: [{ name: 'extension-registry', remoteId: a.id }],
    // Composer reads it as UTC (`new DateTimeImmutable($reportedAt, UTC)`).
    reportedAt: a.reportedAt.slice(0, 19).replace('T', ' '),
    cve: a.cve,
    link: a.link,
    severity: a.severity,
  };
}
