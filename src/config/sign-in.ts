import { isIP } from 'node:net';
import { isHttpUrl } from './env.js';

/** Operator sign-in (DESIGN 17): an OIDC provider, App Service Authentication, or neither. */
export interface SignInConfig {
  /** REGISTRY_OIDC_*: undefined when REGISTRY_OIDC_ISSUER is unset. */
  oidc?: { issuer: string; clientId: string; clientSecret?: string };
  /** REGISTRY_OIDC_ROLES_CLAIM (default `roles`): the claim with the person's roles, for OIDC and App Service alike. */
  rolesClaim: string;
  /** REGISTRY_AUTH_APP_SERVICE=true: trust App Service Authentication's X-MS-CLIENT-PRINCIPAL. */
  appService: boolean;
}

/** A host that only this machine reaches: an http:// issuer is accepted there alone (a local provider in tests). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** Reads the sign-in variables; each bad value adds a problem naming its variable. */
export function signInConfig(
  read: (name: string) => string | undefined,
  problems: string[],
  baseUrl: string,
): SignInConfig {
  const issuer = read('REGISTRY_OIDC_ISSUER');
  const clientId = read('REGISTRY_OIDC_CLIENT_ID');
  const clientSecret = read('REGISTRY_OIDC_CLIENT_SECRET');
  const rolesClaim = read('REGISTRY_OIDC_ROLES_CLAIM') ?? 'roles';
  const appServiceValue = read('REGISTRY_AUTH_APP_SERVICE') ?? 'false';
  if (appServiceValue !== 'true' && appServiceValue !== 'false')
    problems.push(`REGISTRY_AUTH_APP_SERVICE must be "true" or "false"; got "${appServiceValue}".`);
  const appService = appServiceValue === 'true';
  if (appService && read('WEBSITE_SITE_NAME') === undefined)
    problems.push(
      'REGISTRY_AUTH_APP_SERVICE=true trusts the X-MS-CLIENT-PRINCIPAL header, which only App Service Authentication may set; this is not App Service (no WEBSITE_SITE_NAME).',
    );
  if (!/^[A-Za-z0-9_:/.-]{1,200}$/.test(rolesClaim))
    problems.push(`REGISTRY_OIDC_ROLES_CLAIM must be a claim name (letters, digits, _ : / . -); got "${rolesClaim}".`);
  if (issuer === undefined) {
    for (const name of ['REGISTRY_OIDC_CLIENT_ID', 'REGISTRY_OIDC_CLIENT_SECRET'])
      if (read(name) !== undefined) problems.push(`${name} is set but REGISTRY_OIDC_ISSUER is not.`);
    return { rolesClaim, appService };
  }
  if (!isHttpUrl(issuer)) problems.push(`REGISTRY_OIDC_ISSUER must be an https URL; got "${issuer}".`);
  else if (new URL(issuer).protocol === 'http:' && !isLoopbackHost(new URL(issuer).hostname))
    problems.push(`REGISTRY_OIDC_ISSUER must be https (http only on a loopback host); got "${issuer}".`);
  if (clientId === undefined) problems.push('REGISTRY_OIDC_CLIENT_ID must be set with REGISTRY_OIDC_ISSUER.');
  if (appService)
    problems.push('REGISTRY_OIDC_ISSUER and REGISTRY_AUTH_APP_SERVICE=true exclude each other: choose one sign-in.');
  // The session cookie is Secure (__Host-): a browser keeps it over https, or on a loopback host.
  if (isHttpUrl(baseUrl) && new URL(baseUrl).protocol === 'http:' && !isLoopbackHost(new URL(baseUrl).hostname))
    problems.push(
      `REGISTRY_BASE_URL must be https with REGISTRY_OIDC_ISSUER (the session cookie is Secure); got "${baseUrl}".`,
    );
  return { oidc: { issuer, clientId: clientId ?? '', clientSecret }, rolesClaim, appService };
}
