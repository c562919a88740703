import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet's headers, fitted to how the request arrived. Over plain HTTP on any name but localhost
 * (an intranet name or a VM's address before TLS is set up), three of helmet's defaults break the
 * console: the CSP's `upgrade-insecure-requests` makes the browser fetch the page's own assets
 * over https, which fails and leaves a blank page; `Cross-Origin-Opener-Policy` and
 * `Origin-Agent-Cluster` are refused with a console error on an untrustworthy origin; HSTS means
 * nothing over http. They are sent when the
 * request came over https (directly, or through a proxy REGISTRY_TRUST_PROXY trusts) or when the
 * registry's public address is https, where an http request is a mistake worth upgrading.
 */
export function securityHeaders(publicAddressIsHttps: boolean): RequestHandler {
  const overHttps = helmet();
  const overHttp = helmet({
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
  });
  return (req, res, next) => (publicAddressIsHttps || req.secure ? overHttps : overHttp)(req, res, next);
}
