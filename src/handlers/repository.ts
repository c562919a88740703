import { ForbiddenError, NotFoundError, RegistryError } from '../errors.js';
import { screenshotType } from '../packages/manifest.js';
import { resolvesDownloads } from '../storage/types.js';
import { PUBLIC_IMAGE_HEADERS } from './assets.js';
import type { Handler, HandlerDeps } from './types.js';
import { ok, pathParams, queryParams } from './types.js';

/** Repository: the organization profile, archive downloads (local adapter) and theme screenshots. */
export function repositoryHandlers({ storage, presentFor }: HandlerDeps) {
  const getAuthor: Handler<'getAuthor'> = async (_c, req) => {
    const { name, uri } = presentFor(req).author;
    return ok({ Author: name, 'Author URI': uri });
  };

  const downloadArchive: Handler<'downloadArchive'> = async (c, _req, res) => {
    const { kind, slug, file } = pathParams<'downloadArchive'>(c);
    const { expires, signature } = queryParams<'downloadArchive'>(c);
    if (!resolvesDownloads(storage))
      throw new ForbiddenError('This registry serves downloads from its storage account, not from here.');
    const archive = await storage.resolveDownload({ kind, slug, file, expires: Number(expires), signature });
    if (!archive) throw new NotFoundError();
    // The checksum is the archive's identity: a strong ETag that survives restarts.
    res.setHeader('ETag', `"${archive.checksum}"`);
    await new Promise<void>((resolve, reject) => {
      const options = {
        headers: { 'Content-Type': 'application/zip' },
        acceptRanges: true,
        etag: false,
        lastModified: false,
      };
      res.sendFile(archive.path, options, (err) => {
        if (!err || res.headersSent) resolve();
        else reject(sendFileError(err));
      });
    });
    return { sent: true };
  };

  /** A theme version's own screenshot: public, cacheable and open to other origins, as the placeholder images are. */
  const getThemeScreenshot: Handler<'getThemeScreenshot'> = async (c, _req, res) => {
    const { slug, version, file } = pathParams<'getThemeScreenshot'>(c);
    const record = await storage.versions.get('theme', slug, version);
    const screenshot = record?.manifest.type === 'theme' ? record.manifest.screenshot : undefined;
    const bytes = screenshot === file ? await storage.versions.screenshot(record!) : undefined;
    if (!bytes) throw new NotFoundError();
    // A version's screenshot never changes (a re-upload needs a new version), so caches may keep it.
    res.type(screenshotType(screenshot!)).set(PUBLIC_IMAGE_HEADERS).send(bytes);
    return { sent: true };
  };

  return { getAuthor, downloadArchive, getThemeScreenshot };
}

/** What `res.sendFile` refused, in the registry's errors (anything else stays a 500). */
function sendFileError(err: Error): Error {
  const status = (err as { status?: number }).status;
  if (status === 404) return new NotFoundError();
  // A Range outside the archive; send has already set `Content-Range: bytes */{size}`.
  if (status === 416) return new RegistryError('range_not_satisfiable', 'The requested range is not satisfiable.');
  return err;
}
