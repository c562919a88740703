import type { Response } from 'express';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { presentComposerAdvisories, presentComposerPackage, presentComposerRoot } from '../present/composer.js';
import { type ComposerPackageName, ComposerRepository, parseComposerName, typeOfVendor } from '../registry/composer.js';
import type { ApiKeyRecord, PackageType } from '../storage/types.js';
import { type Handler, type HandlerDeps, ok, pathParams, queryParams } from './types.js';
import { pluralOf } from '../packages/manifest.js';

/** Answers differ per key (its composer ring, its scopes): no shared cache may keep one for another client. */
const PER_KEY = { 'Cache-Control': 'private', Vary: 'Authorization, X-API-KEY' };

/** The Composer repository (DESIGN 16): root, package files, stable dist addresses, advisories. */
export function composerHandlers({ config, storage, presentFor, apiKeyOf }: HandlerDeps) {
  const vendor = config.composerVendor;
  const repository = new ComposerRepository(storage);
  const keyOf = (res: Response): ApiKeyRecord => {
    const key = apiKeyOf(res);
    if (!key) throw new Error('A Composer request reached its handler without an API key.');
    return key;
  };
  const mayRead = (key: ApiKeyRecord, type: PackageType) => key.scopes[pluralOf(type)]?.includes('read') === true;
  const needRead = (key: ApiKeyRecord, type: PackageType) => {
    if (!mayRead(key, type)) throw new ForbiddenError(`This API key lacks the ${pluralOf(type)}:read permission.`);
  };

  const getComposerRoot: Handler<'getComposerRoot'> = async (_c, req, res) => {
    res.set(PER_KEY);
    return ok(presentComposerRoot(vendor, presentFor(req).baseUrl));
  };

  const getComposerPackage: Handler<'getComposerPackage'> = async (c, req, res) => {
    const { vendor: part, file } = pathParams<'getComposerPackage'>(c);
    const type = typeOfVendor(vendor, part);
    if (!type) throw new NotFoundError(`This Composer repository holds ${vendor}-plugin/* and ${vendor}-theme/* only.`);
    needRead(keyOf(res), type);
    const dev = file.endsWith('~dev.json');
    const name: ComposerPackageName = { type, slug: file.slice(0, dev ? -'~dev.json'.length : -'.json'.length) };
    // Development versions are never served: the ~dev file is empty, but present (never 404).
    const found = dev ? undefined : await repository.packageFile(name, keyOf(res).composerRing);
    res.set(PER_KEY);
    if (found) setLastModified(res, found.lastModified);
    return ok(presentComposerPackage(vendor, presentFor(req).baseUrl, name, found));
  };

  const getComposerDist: Handler<'getComposerDist'> = async (c, req, res) => {
    const { type, slug, file } = pathParams<'getComposerDist'>(c);
    needRead(keyOf(res), type);
    const record = await storage.versions.get(type, slug, file.slice(0, -'.zip'.length));
    if (!record) throw new NotFoundError();
    // Any stored version, withdrawn too: an existing lock file always installs (composer audit flags it).
    res.set('Cache-Control', 'private, no-store').redirect(302, presentFor(req).link(record));
    return { sent: true };
  };

  /** The names a key asks about that it may read, as packages: others are left out of the answer. */
  const readable = (key: ApiKeyRecord, names: readonly string[]): ComposerPackageName[] => {
    const seen = new Map<string, ComposerPackageName>();
    for (const text of names) {
      const name = parseComposerName(vendor, text.toLowerCase());
      if (name && mayRead(key, name.type)) seen.set(`${name.type}:${name.slug}`, name);
    }
    return [...seen.values()];
  };

  const listComposerAdvisories: Handler<'listComposerAdvisories'> = async (c, _req, res) => {
    const { packages } = c.request.requestBody as { packages: string[] };
    const names = readable(keyOf(res), packages);
    const lists = await repository.advisories(names);
    res.set(PER_KEY);
    return ok(
      presentComposerAdvisories(
        vendor,
        names.map((name, i) => ({ name, advisories: lists[i] })),
      ),
    );
  };

  const listComposerAdvisoriesSince: Handler<'listComposerAdvisoriesSince'> = async (c, _req, res) => {
    const { updatedSince } = queryParams<'listComposerAdvisoriesSince'>(c);
    const key = keyOf(res);
    const types = (['plugin', 'theme'] as const).filter((type) => mayRead(key, type));
    const since = new Date(Number(updatedSince) * 1000).toISOString();
    const found = await repository.advisoriesSince(types, since);
    const byName = new Map<string, { name: ComposerPackageName; advisories: typeof found }>();
    for (const advisory of found) {
      const id = `${advisory.package.type}:${advisory.package.slug}`;
      if (!byName.has(id)) byName.set(id, { name: advisory.package, advisories: [] });
      byName.get(id)!.advisories.push(advisory);
    }
    res.set(PER_KEY);
    return ok(presentComposerAdvisories(vendor, [...byName.values()]));
  };

  return { getComposerRoot, getComposerPackage, getComposerDist, listComposerAdvisories, listComposerAdvisoriesSince };
}

/**
 * Last-Modified, which Express answers 304 for on an If-Modified-Since at or after it. HTTP
 * dates hold whole seconds: within the second of the last change a later change could still
 * carry the same date, so none is sent until that second has passed (the client then simply
 * asks again in full).
 */
function setLastModified(res: Response, lastModified: number, now = Date.now()): void {
  if (Math.floor(now / 1000) > Math.floor(lastModified / 1000))
    res.setHeader('Last-Modified', new Date(lastModified).toUTCString());
}
