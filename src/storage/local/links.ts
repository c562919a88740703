import { createHmac, timingSafeEqual } from 'node:crypto';
import { ForbiddenError } from '../../errors.js';
import type { DownloadRequest } from '../types.js';

const REFUSED = 'This download link is invalid or has expired.';

/**
 * HMAC-signed download links. The signature covers the archive's path and the expiry, so
 * a link can be neither pointed at another file nor extended by editing `expires`.
 */
export class LinkSigner {
  constructor(private readonly secret: string) {}

  /** The link under `base`; the host is not signed, so one link works behind any proxy address. */
  link(base: string, kind: DownloadRequest['kind'], slug: string, file: string, expires: number): string {
    const signature = this.sign(kind, slug, file, expires);
    return `${base}/${kind}/${slug}/${encodeURIComponent(file)}?expires=${expires}&signature=${signature}`;
  }

  /** Throws ForbiddenError unless the link is authentic and unexpired. */
  verify(request: DownloadRequest, nowSeconds = Math.floor(Date.now() / 1000)): void {
    const expected = Buffer.from(this.sign(request.kind, request.slug, request.file, request.expires), 'hex');
    const given = Buffer.from(request.signature, 'hex');
    const authentic = given.length === expected.length && timingSafeEqual(given, expected);
    if (!authentic || request.expires < nowSeconds) throw new ForbiddenError(REFUSED);
  }

  private sign(kind: string, slug: string, file: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${kind}/${slug}/${file}\n${expires}`).digest('hex');
  }
}
