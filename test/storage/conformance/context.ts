/**
 * What the conformance suite needs from an adapter's test file: a factory for a fresh,
 * isolated store, plus the few probes that must look behind the contract (where archives
 * live, how a link is fetched).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import type { AdapterStorage, Manifest, NewVersion, PackageType, Storage } from '../../../src/storage/types.js';
import { md5, pluginZip, sha1, sha256, sha384, themeZip } from '../../support/packages.js';
import { addVersion } from '../../../src/registry/package-writes.js';

export { md5, sha1, sha256, sha384 };

export interface StoreUnderTest {
  storage: AdapterStorage;
  /** Names of the archive files/blobs stored for a package, sorted. */
  archiveNames: (type: PackageType, slug: string) => Promise<string[]>;
  /** Follows a link from `archiveLink` the way a client would; no API key. */
  fetchLink: (link: string) => Promise<{ status: number; bytes: Buffer }>;
  /** The query parameter that carries the link's signature. */
  signatureParam: string;
  cleanup(): Promise<void>;
}

export type StoreFactory = () => Promise<StoreUnderTest>;

/** A fresh store for every test of the calling `describe`; the getter returns the current one. */
export function useFreshStore(factory: StoreFactory): () => StoreUnderTest {
  let current: StoreUnderTest | undefined;
  beforeEach(async () => {
    current = await factory();
  });
  afterEach(async () => {
    await current?.cleanup();
    current = undefined;
  });
  return () => current!;
}

export interface VersionSpec {
  type?: PackageType;
  slug?: string;
  version: string;
  name?: string;
  description?: string;
  notes?: string;
  /** Sent with the upload (stored unchecked: checking is the service's business). */
  signature?: string;
  /** The id of the trusted key the service found it verified against. */
  signingKeyId?: string;
  /** Extra entries of a theme archive (e.g. `screenshot.png`); the manifest does not name them, as before screenshots were kept. */
  files?: Record<string, string | Buffer>;
}

/** A NewVersion backed by a real ZIP file in the store's temp dir, and the archive's bytes. */
export function newVersion(storage: AdapterStorage, spec: VersionSpec): { input: NewVersion; bytes: Buffer } {
  const type = spec.type ?? 'plugin';
  const slug = spec.slug ?? 'acme-forms';
  const name = spec.name ?? 'Acme Forms';
  const description = spec.description ?? '';
  const bytes =
    type === 'plugin'
      ? pluginZip({ slug, version: spec.version, name, description })
      : themeZip({ slug, version: spec.version, name, description, files: spec.files });
  const archivePath = path.join(storage.tempDir, `upload-${randomBytes(8).toString('hex')}.part`);
  fs.writeFileSync(archivePath, bytes);
  const manifest: Manifest =
    type === 'plugin'
      ? {
          type,
          slug,
          version: spec.version,
          name,
          shortDescription: description,
          requires: '',
          tested: null,
          requiresPhp: '',
        }
      : { type, slug, version: spec.version, name, description, tags: [], requires: null, requiresPhp: null };
  const signature = {
    ...(spec.signature === undefined ? {} : { signature: spec.signature }),
    ...(spec.signingKeyId === undefined ? {} : { signingKeyId: spec.signingKeyId }),
  };
  const input = {
    manifest,
    checksum: md5(bytes),
    sha384: sha384(bytes),
    sha1: sha1(bytes),
    sha256: sha256(bytes),
    ...signature,
    size: bytes.length,
    releaseNotes: spec.notes ?? `Notes for ${spec.version}.`,
    archivePath,
  };
  return { input, bytes };
}

/** Stores a version (see newVersion). */
export function add(storage: AdapterStorage, spec: VersionSpec) {
  return addVersion(storage, newVersion(storage, spec).input);
}

/** The latest flags of a package's versions, as `[version, latest]` pairs, newest first. */
export async function latestFlags(
  storage: Storage,
  type: PackageType,
  slug: string,
): Promise<Array<[string, boolean]>> {
  const versions = (await storage.versions.list(type, slug)) ?? [];
  return versions.map((v) => [v.version, v.latest]);
}

/** A PNG's signature and a few bytes: what a theme's screenshot.png holds in these tests. */
export const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('a png screenshot')]);

/**
 * Themes as a release before kept screenshots stored them: archives holding `screenshot.png`
 * (two versions of acme-blocks) and one without, their records naming no screenshot.
 */
export async function addThemesTheOldWay(storage: AdapterStorage): Promise<void> {
  for (const version of ['1.0.0', '1.1.0'])
    await add(storage, { type: 'theme', slug: 'acme-blocks', version, files: { 'screenshot.png': PNG } });
  await add(storage, { type: 'theme', slug: 'acme-plain', version: '1.0.0' });
}

/** What start-up maintenance must have made of addThemesTheOldWay's themes. */
export async function expectScreenshotsFilled(storage: AdapterStorage): Promise<void> {
  const pkg = await storage.getPackage('theme', 'acme-blocks');
  expect(pkg!.latest.manifest).toMatchObject({ screenshot: 'screenshot.png' });
  for (const version of await storage.versions.list('theme', 'acme-blocks').then((v) => v!)) {
    expect(version.manifest).toMatchObject({ screenshot: 'screenshot.png' });
    expect(await storage.versions.screenshot(version)).toEqual(PNG);
  }
  const plain = await storage.getPackage('theme', 'acme-plain');
  expect(plain!.latest.manifest).not.toHaveProperty('screenshot');
  // The lists (a copy of each package record on Azure) say so too.
  const { packages } = await storage.listPackages('theme', { offset: 0, limit: 10 });
  expect(packages.map((p) => [p.slug, (p.latest.manifest as { screenshot?: string }).screenshot])).toEqual([
    ['acme-blocks', 'screenshot.png'],
    ['acme-plain', undefined],
  ]);
}
