/**
 * Archive blobs: `{plugins|themes}/{slug}/{slug}-{version}-{checksum}.zip` in one container,
 * written once (If-None-Match: *), served to clients through read-only SAS links; a theme
 * version's screenshot beside its archive (`….screenshot.png`).
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  BlobSASPermissions,
  type BlobSASSignatureValues,
  type ContainerClient,
  generateBlobSASQueryParameters,
  SASProtocol,
  type StorageSharedKeyCredential,
} from '@azure/storage-blob';
import { type ScreenshotFile, screenshotType } from '../../packages/manifest.js';
import { archiveSegments } from '../archive-names.js';
import type { PackageType, VersionRecord } from '../types.js';
import type { DelegationKeys } from './delegation.js';
import { ignoring, statusOf } from './errors.js';

type ArchiveRef = Pick<VersionRecord, 'type' | 'slug' | 'fileName'>;

/** Upload block size bounds: small archives take one small block; memory stays bounded per upload. */
const MIN_BLOCK = 256 * 1024;
const MAX_BLOCK = 4 * 1024 * 1024;
/** Blocks uploaded at once; with MAX_BLOCK, at most 16 MiB of an upload is in memory. */
const CONCURRENCY = 4;
/** Azure's cap on blocks per blob. */
const MAX_BLOCKS = 50_000;

export interface StoredBlob {
  name: string;
  lastModified: Date;
  etag: string;
}

/** Signs one link's SAS values into its query string. */
export type LinkSigner = (values: BlobSASSignatureValues) => string;

/**
 * The SAS version (`sv`) of every link. For user-delegation links, storage-blob 12.32's default
 * (2026-04-06) adds two lines to the string to sign (signed request headers and query parameters)
 * that Azurite 3.35 leaves out (azurite/dist/src/blob/authentication/IBlobSASSignatureValues.js,
 * generateBlobSASBlobSASSignatureWithUDK20250705, used for every version from 2025-07-05), so
 * Azurite answers 403 AuthorizationFailure; 2025-11-05, the newest version Azurite 3.35 knows,
 * signs the same way in both. Azure accepts every GA version, and a read-only blob link needs
 * nothing newer, so the pin stays with storage-blob 12.34 and Azurite 3.37. Account-key links verify either way; they use the same version for uniformity.
 */
export const SAS_VERSION = '2025-11-05';

/** Links signed with the account key (connection string). */
export function accountKeySigner(credential: StorageSharedKeyCredential): LinkSigner {
  return (values) => generateBlobSASQueryParameters(values, credential).toString();
}

/**
 * User-delegation links (Entra ID, no account key): `skoid`, `sktid`, `skt`, `ske`, `sks`, `skv`
 * name the key; the key is always there (see delegation.ts), never past its own expiry.
 */
export function userDelegationSigner(keys: DelegationKeys, accountName: string): LinkSigner {
  return (values) => {
    const { key, expiresOn } = keys.forLink(values.expiresOn!);
    return generateBlobSASQueryParameters({ ...values, expiresOn }, key, accountName).toString();
  };
}

export class ArchiveContainer {
  constructor(
    private readonly container: ContainerClient,
    private readonly sign: LinkSigner,
  ) {}

  /** Built from checked parts (archive-names.ts): the SDK resolves `..` in a name, even out of the container. */
  static blobName(archive: ArchiveRef): string {
    return archiveSegments(archive.type, archive.slug, archive.fileName).join('/');
  }

  /** `{type, slug, fileName}` of a blob name this adapter wrote, else undefined. */
  static parseName(name: string): ArchiveRef | undefined {
    const match = /^(plugin|theme)s\/([^/]+)\/([^/]+)$/.exec(name);
    return match ? { type: match[1] as PackageType, slug: match[2], fileName: match[3] } : undefined;
  }

  /**
   * Streams the file up (memory does not grow with its size). Returns 'created', or 'existing'
   * when a blob of that name is already there: the name holds the MD5, so it has these very
   * bytes (left by a failed attempt, or a concurrent identical upload). The existing blob is
   * touched so that the orphan sweep, which deletes only the ETag it listed, leaves it alone.
   */
  async upload(
    archive: ArchiveRef & { checksum: string; size: number },
    filePath: string,
    attempts = 2,
  ): Promise<'created' | 'existing'> {
    const blob = this.container.getBlockBlobClient(ArchiveContainer.blobName(archive));
    const blobHTTPHeaders = {
      blobContentType: 'application/zip',
      blobContentMD5: Buffer.from(archive.checksum, 'hex'),
    };
    const blockSize = Math.max(MIN_BLOCK, Math.min(MAX_BLOCK, archive.size), Math.ceil(archive.size / MAX_BLOCKS));
    try {
      const stream = fs.createReadStream(filePath, { highWaterMark: blockSize });
      await blob.uploadStream(stream, blockSize, CONCURRENCY, { blobHTTPHeaders, conditions: { ifNoneMatch: '*' } });
      return 'created';
    } catch (err) {
      if (statusOf(err) !== 409) throw err;
    }
    try {
      await blob.setHTTPHeaders(blobHTTPHeaders);
      return 'existing';
    } catch (err) {
      // Swept between our 409 and the touch: it is gone, so upload it after all.
      if (statusOf(err) === 404 && attempts > 1) return this.upload(archive, filePath, attempts - 1);
      throw err;
    }
  }

  /**
   * A theme version's screenshot beside its archive, with its image type (served through the
   * service, not by link). Written whole, over any blob of that name: the name holds the
   * archive's MD5, so such a blob has these very bytes.
   */
  async uploadScreenshot(screenshot: ArchiveRef, filePath: string): Promise<void> {
    const blob = this.container.getBlockBlobClient(ArchiveContainer.blobName(screenshot));
    await blob.uploadFile(filePath, {
      blobHTTPHeaders: {
        blobContentType: screenshotType(
          screenshot.fileName.slice(screenshot.fileName.indexOf('screenshot.')) as ScreenshotFile,
        ),
      },
    });
  }

  /** Copies a blob (an archive) to a file; false when it is gone. */
  async download(ref: ArchiveRef, filePath: string): Promise<boolean> {
    return this.container
      .getBlobClient(ArchiveContainer.blobName(ref))
      .downloadToFile(filePath)
      .then(
        () => true,
        (err: unknown) => {
          if (statusOf(err) === 404) return false;
          throw err;
        },
      );
  }

  /** A blob's bytes (a screenshot), or undefined when it is gone. */
  async read(ref: ArchiveRef): Promise<Buffer | undefined> {
    return this.container
      .getBlobClient(ArchiveContainer.blobName(ref))
      .downloadToBuffer()
      .catch((err: unknown) => {
        if (statusOf(err) === 404) return undefined;
        throw err;
      });
  }

  /** A blob's bytes as a stream, or undefined when it is gone. */
  async stream(ref: ArchiveRef): Promise<Readable | undefined> {
    try {
      const response = await this.container.getBlobClient(ArchiveContainer.blobName(ref)).download();
      return response.readableStreamBody as Readable;
    } catch (err) {
      if (statusOf(err) === 404) return undefined;
      throw err;
    }
  }

  async remove(archive: ArchiveRef): Promise<void> {
    await this.container
      .deleteBlob(ArchiveContainer.blobName(archive), { deleteSnapshots: 'include' })
      .catch((err: unknown) => {
        if (statusOf(err) !== 404) throw err;
      });
  }

  /** Deletes a blob only if it is unchanged since it was listed (see upload). */
  async removeIfUnchanged(blob: StoredBlob): Promise<boolean> {
    const done = await ignoring(
      [404, 412],
      this.container.deleteBlob(blob.name, { conditions: { ifMatch: blob.etag } }),
    );
    return done !== undefined;
  }

  async *list(prefix?: string): AsyncIterable<StoredBlob> {
    for await (const item of this.container.listBlobsFlat({ prefix })) {
      yield { name: item.name, lastModified: item.properties.lastModified, etag: item.properties.etag ?? '' };
    }
  }

  /**
   * A read-only SAS URL for the blob. No start time: a start of "now" fails for minutes on
   * servers whose clock runs ahead of the client's (Microsoft's SAS best practices).
   */
  link(archive: ArchiveRef, expiresAt: number): string {
    const blob = this.container.getBlobClient(ArchiveContainer.blobName(archive));
    const sas = this.sign({
      version: SAS_VERSION,
      containerName: this.container.containerName,
      blobName: ArchiveContainer.blobName(archive),
      permissions: BlobSASPermissions.parse('r'),
      expiresOn: new Date(expiresAt * 1000),
      // Plain http only where the account itself is reached over http (Azurite).
      protocol: blob.url.startsWith('https:') ? SASProtocol.Https : SASProtocol.HttpsAndHttp,
    });
    return `${blob.url}?${sas}`;
  }
}
