import { ForbiddenError, NotFoundError, RegistryError } from '../errors.js';
import { resolvesDownloads } from '../storage/types.js';
import type { Handler, HandlerDeps } from './types.js';
import { ok, pathParams, queryParams } from './types.js';

/** Repository: the organization profile and archive downloads (local adapter). */
export function repositoryHandlers({ storage, presentFor }: HandlerDeps) {
  const getAuthor: Handler<'getAuthor'> = async (_c, req) => {
    const { name, uri } = presentFor(req).author;
    return ok({ Author: name, 'Author URI': uri });
  };

  const downloadArchive: Handler<'downloadArchive'> = async (c, _req, res) => {
    const { kind, slug, file } = pathParams<'downloadArchive'>(c);
    const { expires, signature } = queryParams<'downloadArchive'>(c);
    if (!resolvesDownloads(storage)) throw new ForbiddenError('This registry serves downloads from its storage account, not from here.');
    const archive = await storage.resolveDownload({ kind, slug, file, expires: Number(expires), signature });
    if (!archive) throw new NotFoundError();
    // The checksum is the archive's identity: a strong ETag that survives restarts.
    res.setHeader('ETag', `"${archive.checksum}"`);
    await new Promise<void>((resolve, reject) => {
      const options = { headers: { 'Content-Type': 'application/zip' }, acceptRanges: true, etag: false, lastModified: false };
      res.sendFile(archive.path, options, (err) => {
        if (!err || res.headersSent) resolve();
        else reject(sendFileError(err));
      });
    });
    return { sent: true };
  };

  return { getAuthor, downloadArchive };
}

/** What `res.sendFile` refused, in the registry's errors (anything else stays a 500). */
function sendFileError(err: Error): unknown {
  const status = (err as { status?: number }).status;
  if (status === 404) return new NotFoundError();
  // A Range outside the archive; send has already set `Content-Range: bytes */{size}`.
  if (status === 416) return new RegistryError('range_not_satisfiable', 'The requested range is not satisfiable.');
  return err;
}
