/**
 * Entra ID against Azurite, for the identity tests: a self-signed certificate, a second Azurite
 * in OAuth mode over HTTPS, tokens it accepts (from a TokenCredential, or from an endpoint that
 * speaks App Service's managed-identity protocol, which DefaultAzureCredential uses there), and
 * an https GET that trusts the test certificate.
 *
 * What Azurite's `--oauth basic` checks (node_modules/azurite/dist/src/blob/authentication/
 * BlobTokenAuthenticator.js and table/authentication/TableTokenAuthenticator.js, `authenticateBasic`):
 * the request is https; `Authorization: Bearer <JWT>`; the JWT decodes (the signature is NOT
 * checked); it has `iat`, `nbf` and `exp`, with nbf <= now <= exp; `iss` starts with
 * `https://sts.windows.net/` (or another cloud's STS); `aud` is `https://storage.azure.com` (a
 * trailing slash allowed), the storage app id, or `https://{account}.blob|table.core.windows.net`.
 * Get User Delegation Key (blob/handlers/ServiceHandler.js) builds the key from the token's
 * `oid` and `tid`, so those must be there too.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { AccessToken, GetTokenOptions, TokenCredential } from '@azure/identity';
import { DEV_ACCOUNT } from './azure-account.js';
import { type Azurite, startAzurite } from './azure-emulator.js';
import { testTempDir } from './temp-dirs.js';

export interface TestCertificate {
  dir: string;
  certPath: string;
  keyPath: string;
  cert: Buffer;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day (Debian's openssl CLI). */
export function makeCertificate(): TestCertificate {
  const dir = testTempDir('tls');
  const certPath = path.join(dir, 'cert.pem');
  const keyPath = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { dir, certPath, keyPath, cert: fs.readFileSync(certPath) };
}

export interface OAuthAzurite extends Azurite {
  blobUrl: string;
  tableUrl: string;
}

/** A second Azurite, in memory, over HTTPS with `cert`, checking bearer tokens (`--oauth basic`). */
export async function startOAuthAzurite(cert: TestCertificate): Promise<OAuthAzurite> {
  const azurite = await startAzurite([
    '--inMemoryPersistence',
    '--oauth',
    'basic',
    '--cert',
    cert.certPath,
    '--key',
    cert.keyPath,
  ]);
  if (azurite.protocol !== 'https') throw new Error(`Azurite listens on ${azurite.protocol}, not https`);
  return {
    ...azurite,
    blobUrl: `https://127.0.0.1:${azurite.blobPort}/${DEV_ACCOUNT}`,
    tableUrl: `https://127.0.0.1:${azurite.tablePort}/${DEV_ACCOUNT}`,
  };
}

/** The identity a test's tokens stand for: one tenant, one object (a managed identity's principal). */
export interface TestIdentity {
  tenantId: string;
  objectId: string;
}

export const newIdentity = (): TestIdentity => ({ tenantId: randomUUID(), objectId: randomUUID() });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An access token as Entra ID issues them for a managed identity (v1 claims), for `resource`
 * (`https://storage.azure.com`). Unsigned: Azurite's basic mode checks claims, not signatures.
 */
export function mintToken(
  identity: TestIdentity,
  resource: string,
  lifetimeSeconds = 3600,
): { token: string; expiresOn: number } {
  const now = Math.floor(Date.now() / 1000);
  const expiresOn = now + lifetimeSeconds;
  const claims = {
    aud: resource,
    iss: `https://sts.windows.net/${identity.tenantId}/`,
    iat: now,
    // A little in the past, as Entra ID does, so a clock a second behind does not reject it.
    nbf: now - 300,
    exp: expiresOn,
    oid: identity.objectId,
    sub: identity.objectId,
    tid: identity.tenantId,
    appid: randomUUID(),
    idtyp: 'app',
    ver: '1.0',
  };
  return { token: `${base64url({ typ: 'JWT', alg: 'none' })}.${base64url(claims)}.`, expiresOn };
}

/** A TokenCredential whose tokens Azurite accepts; counts what it issued. */
export class AzuriteTokenCredential implements TokenCredential {
  issued = 0;

  constructor(
    readonly identity: TestIdentity = newIdentity(),
    private readonly lifetimeSeconds = 3600,
  ) {}

  async getToken(scopes: string | string[], _options?: GetTokenOptions): Promise<AccessToken> {
    // The SDKs ask for `https://storage.azure.com/.default`; the token's audience is the resource.
    const resource = [scopes].flat()[0].replace(/\/\.default$/, '');
    const { token, expiresOn } = mintToken(this.identity, resource, this.lifetimeSeconds);
    this.issued++;
    return { token, expiresOnTimestamp: expiresOn * 1000, tokenType: 'Bearer' };
  }
}

export interface IdentityEndpoint {
  /** `IDENTITY_ENDPOINT` and `IDENTITY_HEADER`, as App Service sets them for a managed identity. */
  env: { IDENTITY_ENDPOINT: string; IDENTITY_HEADER: string };
  /** Token requests answered so far, with the resource each asked for. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * App Service's local managed-identity endpoint, as MSAL (under DefaultAzureCredential) calls it:
 * `GET {IDENTITY_ENDPOINT}?api-version=2019-08-01&resource=...` with `X-IDENTITY-HEADER`;
 * it answers `{access_token, expires_on, resource, token_type, client_id}`. Wrong header: 401.
 */
export async function startIdentityEndpoint(identity: TestIdentity): Promise<IdentityEndpoint> {
  const secret = randomBytes(16).toString('hex');
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const resource = url.searchParams.get('resource');
    if (
      req.headers['x-identity-header'] !== secret ||
      url.searchParams.get('api-version') !== '2019-08-01' ||
      !resource
    ) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'unauthorized' }));
      return;
    }
    requests.push(resource);
    const { token, expiresOn } = mintToken(identity, resource.replace(/\/$/, ''));
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        access_token: token,
        expires_on: String(expiresOn),
        resource,
        token_type: 'Bearer',
        client_id: identity.objectId,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    env: { IDENTITY_ENDPOINT: `http://127.0.0.1:${port}/msi/token`, IDENTITY_HEADER: secret },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface HttpsResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GET over https trusting `ca` (and nothing else beyond the usual roots); no credentials sent. */
export function httpsGet(url: string, ca: Buffer): Promise<HttpsResponse> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * The environment of a registry process on the OAuth Azurite: no connection string and none of the
 * caller's Azure or identity variables (a developer's AZURE_CLIENT_SECRET must not decide which
 * credential DefaultAzureCredential picks), the endpoints, and trust in the test certificate.
 */
export function identityEnv(
  azurite: OAuthAzurite,
  cert: TestCertificate,
  extra: Record<string, string>,
): Record<string, string> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && !/^(AZURE_|IDENTITY_|MSI_|IMDS_|REGISTRY_)/.test(entry[0]),
    ),
  );
  return {
    ...inherited,
    REGISTRY_STORAGE: 'azure',
    AZURE_STORAGE_BLOB_URL: azurite.blobUrl,
    AZURE_STORAGE_TABLE_URL: azurite.tableUrl,
    // Read once at start: the only way to make a Node process trust a certificate made at run time.
    NODE_EXTRA_CA_CERTS: cert.certPath,
    ...extra,
  };
}
