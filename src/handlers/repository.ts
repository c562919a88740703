import { ForbiddenError, NotFoundError } from '../errors.js';
import type { Handler, HandlerDeps } from './types.js';
import { ok, pathParams, queryParams } from './types.js';

/** Repository: the organization profile and archive downloads (local adapter). */
export function repositoryHandlers({ config, storage }: HandlerDeps) {
  const getAuthor: Handler<'getAuthor'> = async () => ok({ Author: config.author.name, 'Author URI': config.author.uri });

  const downloadArchive: Handler<'downloadArchive'> = async (c, _req, res) => {
    const { kind, slug, file } = pathParams<'downloadArchive'>(c);
    const { expires, signature } = queryParams<'downloadArchive'>(c);
    if (!storage.resolveDownload) throw new ForbiddenError('This registry serves downloads from its storage account, not from here.');
    const archive = await storage.resolveDownload({ kind, slug, file, expires: Number(expires), signature });
    if (!archive) throw new NotFoundError();
    // The checksum is the archive's identity: a strong ETag that survives restarts.
    res.setHeader('ETag', `"${archive.checksum}"`);
    await new Promise<void>((resolve, reject) => {
      const options = { headers: { 'Content-Type': 'application/zip' }, acceptRanges: true, etag: false, lastModified: false };
      res.sendFile(archive.path, options, (err) => {
        if (!err || res.headersSent) resolve();
        else reject((err as { status?: number }).status === 404 ? new NotFoundError() : err);
      });
    });
    return { sent: true };
  };

  return { getAuthor, downloadArchive };
}
