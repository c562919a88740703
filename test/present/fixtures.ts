import type { PluginManifest, ThemeManifest } from '../../src/packages/manifest.js';
import { PresentContext } from '../../src/present/context.js';
import { rolloutOf } from '../../src/packages/rules.js';
import type { PackageRecord, VersionRecord } from '../../src/storage/types.js';

export const ctx = new PresentContext(
  { author: { name: 'Acme Digital', uri: 'https://acme.example' }, authorUriIsFixed: true, linkTtlSeconds: 3600 },
  {
    archiveLink: (v, expiresAt, base) =>
      `${base}/downloads/${v.type}s/${v.slug}/${v.fileName}?expires=${expiresAt}&signature=sig`,
  },
  'https://registry.example',
);

export const pluginManifest = (over: Partial<PluginManifest> = {}): PluginManifest => ({
  type: 'plugin',
  slug: 'acme-forms',
  version: '1.0.0',
  name: 'Acme Forms',
  shortDescription: 'Forms.',
  requires: '',
  tested: null,
  requiresPhp: '',
  ...over,
});

export const themeManifest = (over: Partial<ThemeManifest> = {}): ThemeManifest => ({
  type: 'theme',
  slug: 'acme-blocks',
  version: '1.0.0',
  name: 'Acme Blocks',
  description: '',
  tags: [],
  requires: null,
  requiresPhp: null,
  ...over,
});

export function version(manifest: PluginManifest | ThemeManifest, over: Partial<VersionRecord> = {}): VersionRecord {
  return {
    type: manifest.type,
    slug: manifest.slug,
    version: manifest.version,
    checksum: '0123456789abcdef0123456789abcdef',
    size: 10,
    fileName: `${manifest.slug}-${manifest.version}-0123456789abcdef0123456789abcdef.zip`,
    releaseNotes: '',
    latest: true,
    createdAt: '2024-05-03T16:07:09.000Z',
    updatedAt: '2024-05-03T16:07:09.000Z',
    manifest,
    rollout: rolloutOf(undefined),
    ...over,
  };
}

export function pkg(latest: VersionRecord, over: Partial<PackageRecord> = {}): PackageRecord {
  return {
    type: latest.type,
    slug: latest.slug,
    settings: {},
    createdAt: '2024-01-02T03:04:05.000Z',
    updatedAt: '2024-05-03T16:07:09.000Z',
    latest,
    withdrawn: [],
    ...over,
  };
}
