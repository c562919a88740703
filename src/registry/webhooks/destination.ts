import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { InputError } from '../../errors.js';

/**
 * Where a webhook may point (DESIGN 18). Threat: an operator's key (or a stolen one) turns the
 * registry into a request forger against what only the registry can reach: its own loopback
 * (the API itself, a metadata service at 169.254.169.254, an admin port) or the private network.
 * So a destination must be `https` and every address its name resolves to must be public,
 * unless REGISTRY_WEBHOOK_ALLOW_HOSTS names the host (then http is allowed too). The check is
 * made when the endpoint is saved and again inside the delivery's own DNS lookup, so a name that
 * resolves to a public address when saved and to 127.0.0.1 later (DNS rebinding) is refused at
 * the connection itself, not only by an earlier check. Redirects are never followed.
 */
export interface AllowedHost {
  host: string;
  port?: number;
}

/** Every range that is not a public unicast address (IANA special-purpose registries). */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** An IPv4 address mapped into IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`) is judged as the IPv4 address it is. */
const MAPPED = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i;

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = family === 6 ? MAPPED.exec(address) : null;
  if (mapped) {
    const v4 =
      mapped[1] ??
      [
        parseInt(mapped[2], 16) >> 8,
        parseInt(mapped[2], 16) & 255,
        parseInt(mapped[3], 16) >> 8,
        parseInt(mapped[3], 16) & 255,
      ].join('.');
    return isPublicAddress(v4);
  }
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A URL's host as the allow-list compares it: lower-case, IPv6 without brackets. */
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
const portOf = (url: URL) => (url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port));

export class Destinations {
  constructor(
    private readonly allowed: readonly AllowedHost[],
    private readonly resolve: typeof dnsLookup = dnsLookup,
  ) {}

  /** Whether REGISTRY_WEBHOOK_ALLOW_HOSTS names this URL's host (and port, when the entry has one). */
  isAllowed(url: URL): boolean {
    const host = hostOf(url);
    return this.allowed.some(
      (entry) => entry.host === host && (entry.port === undefined || entry.port === portOf(url)),
    );
  }

  /** Refuses (InputError) a URL that may not be a destination; resolves its name to check its addresses. */
  async check(text: string): Promise<URL> {
    const url = this.parse(text);
    if (this.isAllowed(url)) return url;
    await new Promise<void>((resolve, reject) =>
      this.lookup()(hostOf(url), { all: true }, (err) => (err ? reject(refusal(url, err)) : resolve())),
    );
    return url;
  }

  /** Checks the URL's form alone: scheme, no credentials, https unless allowed. */
  parse(text: string): URL {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new InputError('url: must be an absolute URL.');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new InputError('url: must be an https URL.');
    if (url.username !== '' || url.password !== '')
      throw new InputError('url: must not carry a user name or password; put a token in the path or use the secret.');
    if (url.protocol === 'http:' && !this.isAllowed(url))
      throw new InputError(
        `url: must be https; http is allowed only to a host REGISTRY_WEBHOOK_ALLOW_HOSTS names (${hostOf(url)} is not).`,
      );
    return url;
  }

  /**
   * The DNS lookup a delivery connects through: every address the name resolves to must be public
   * (an IP literal is checked as it is), else the connection fails with the refusal.
   */
  lookup(): typeof dnsLookup {
    const resolve = this.resolve;
    const checked = (hostname: string, options: object, callback: LookupCallback) => {
      if (isIP(hostname)) return answer(hostname, [{ address: hostname, family: isIP(hostname) }], options, callback);
      resolve(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) return callback(err, '', 0);
        answer(hostname, addresses, options, callback);
      });
    };
    return checked as unknown as typeof dnsLookup;
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function answer(hostname: string, addresses: LookupAddress[], options: object, callback: LookupCallback): void {
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  if (addresses.length === 0 || refused) return callback(new AddressRefusedError(hostname, refused?.address), '', 0);
  if ((options as { all?: boolean }).all) return callback(null, addresses);
  callback(null, addresses[0].address, addresses[0].family);
}

/** A destination whose name resolved to an address that is not public (and not allowed). */
export class AddressRefusedError extends Error {
  readonly code = 'EADDRREFUSED';
  constructor(
    readonly hostname: string,
    readonly address: string | undefined,
  ) {
    super(
      address === undefined
        ? `${hostname} resolves to no address.`
        : `${hostname} resolves to ${address}, which is not a public address; REGISTRY_WEBHOOK_ALLOW_HOSTS may name it.`,
    );
    this.name = 'AddressRefusedError';
  }
}

function refusal(url: URL, err: Error): InputError {
  if (err instanceof AddressRefusedError) return new InputError(`url: ${err.message}`);
  return new InputError(
    `url: ${hostOf(url)} does not resolve (${(err as NodeJS.ErrnoException).code ?? err.message}).`,
  );
}
