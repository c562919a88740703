/**
 * What the conformance suite needs from an adapter's test file: a factory for a fresh,
 * isolated store, plus the few probes that must look behind the contract (where archives
 * live, how a link is fetched).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { AdapterStorage, Manifest, NewVersion, PackageType, Storage } from '../../../src/storage/types.js';
import { md5, pluginZip, sha384, themeZip } from '../../support/packages.js';

export { md5, sha384 };

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
      : themeZip({ slug, version: spec.version, name, description });
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
    ...signature,
    size: bytes.length,
    releaseNotes: spec.notes ?? `Notes for ${spec.version}.`,
    archivePath,
  };
  return { input, bytes };
}

/** Stores a version (see newVersion). */
export function add(storage: AdapterStorage, spec: VersionSpec) {
  return storage.versions.add(newVersion(storage, spec).input);
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
