import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
};

describe('sign-in configuration (DESIGN 17)', () => {
  it('is off by default: no OIDC, no App Service, roles from the `roles` claim', () => {
    expect(loadConfig({}).signIn).toEqual({ rolesClaim: 'roles', appService: false });
  });

  it('OIDC: issuer, client id and secret; a claim of the operator’s choice', () => {
    const config = loadConfig({
      REGISTRY_BASE_URL: 'https://registry.acme.example',
      REGISTRY_OIDC_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
      REGISTRY_OIDC_CLIENT_ID: 'app-id',
      REGISTRY_OIDC_CLIENT_SECRET: 'secret',
      REGISTRY_OIDC_ROLES_CLAIM: 'realm_access.roles',
    });
    expect(config.signIn).toEqual({
      oidc: { issuer: 'https://login.microsoftonline.com/tenant/v2.0', clientId: 'app-id', clientSecret: 'secret' },
      rolesClaim: 'realm_access.roles',
      appService: false,
    });
  });

  it('an http:// issuer only on a loopback host; an http:// base URL only on loopback (the cookie is Secure)', () => {
    const oidc = { REGISTRY_OIDC_CLIENT_ID: 'app' };
    expect(problemsOf({ ...oidc, REGISTRY_OIDC_ISSUER: 'http://127.0.0.1:4000' })).toEqual([]);
    expect(problemsOf({ ...oidc, REGISTRY_OIDC_ISSUER: 'http://localhost:4000' })).toEqual([]);
    expect(problemsOf({ ...oidc, REGISTRY_OIDC_ISSUER: 'http://login.acme.example' })).toEqual([
      'REGISTRY_OIDC_ISSUER must be https (http only on a loopback host); got "http://login.acme.example".',
    ]);
    expect(
      problemsOf({ ...oidc, REGISTRY_OIDC_ISSUER: 'https://login.acme.example', REGISTRY_BASE_URL: 'http://reg.acme' }),
    ).toEqual([
      'REGISTRY_BASE_URL must be https with REGISTRY_OIDC_ISSUER (the session cookie is Secure); got "http://reg.acme".',
    ]);
  });

  it('names what is missing or set alone', () => {
    expect(problemsOf({ REGISTRY_OIDC_ISSUER: 'https://login.acme.example' })).toEqual([
      'REGISTRY_OIDC_CLIENT_ID must be set with REGISTRY_OIDC_ISSUER.',
    ]);
    expect(problemsOf({ REGISTRY_OIDC_CLIENT_ID: 'app' })).toEqual([
      'REGISTRY_OIDC_CLIENT_ID is set but REGISTRY_OIDC_ISSUER is not.',
    ]);
    expect(problemsOf({ REGISTRY_OIDC_ROLES_CLAIM: 'roles; drop' })).toHaveLength(1);
  });

  it('REGISTRY_AUTH_APP_SERVICE=true is refused at start-up off App Service (no WEBSITE_SITE_NAME)', () => {
    expect(problemsOf({ REGISTRY_AUTH_APP_SERVICE: 'true' })).toEqual([
      'REGISTRY_AUTH_APP_SERVICE=true trusts the X-MS-CLIENT-PRINCIPAL header, which only App Service Authentication may set; this is not App Service (no WEBSITE_SITE_NAME).',
    ]);
    expect(problemsOf({ REGISTRY_AUTH_APP_SERVICE: 'yes' })).toEqual([
      'REGISTRY_AUTH_APP_SERVICE must be "true" or "false"; got "yes".',
    ]);
    expect(
      loadConfig({ REGISTRY_AUTH_APP_SERVICE: 'true', WEBSITE_SITE_NAME: 'acme-registry' }).signIn.appService,
    ).toBe(true);
    expect(
      problemsOf({
        REGISTRY_AUTH_APP_SERVICE: 'true',
        WEBSITE_SITE_NAME: 'acme-registry',
        REGISTRY_OIDC_ISSUER: 'https://login.acme.example',
        REGISTRY_OIDC_CLIENT_ID: 'app',
      }),
    ).toEqual(['REGISTRY_OIDC_ISSUER and REGISTRY_AUTH_APP_SERVICE=true exclude each other: choose one sign-in.']);
  });
});
