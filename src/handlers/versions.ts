import { NotFoundError } from '../errors.js';
import type { PackageType } from '../packages/manifest.js';
import { changeVersion } from '../registry/version-changes.js';
import { deleteVersion } from '../registry/package-writes.js';
import { pluginVersion } from '../present/plugin.js';
import type { Request, Response } from 'express';
import type { Context } from 'openapi-backend';
import { themeVersion } from '../present/theme.js';
import type { PresentContext } from '../present/context.js';
import type { components } from '../generated/registry.js';
import type { VersionRecord } from '../storage/types.js';
import { packageNotFound } from './not-found.js';
import type { HandlerDeps, HandlerMap } from './types.js';
import { jsonBody, ok, pathParams } from './types.js';

/** Plugin Versions and Theme Versions: the same rules, presented in each type's shape. */
export function versionHandlers({ storage, presentFor, auditStamp }: HandlerDeps) {
  const versionNotFound = () => new NotFoundError('Not Found');

  const list = async (type: PackageType, slug: string) => {
    const versions = await storage.versions.list(type, slug);
    if (!versions) throw packageNotFound(type);
    return versions;
  };
  const get = async (type: PackageType, slug: string, version: string) =>
    (await storage.versions.get(type, slug, version)) ?? throwError(versionNotFound());
  const update = async (
    type: PackageType,
    slug: string,
    version: string,
    patch: components['schemas']['VersionPatch'],
    res: Response,
  ) =>
    (await changeVersion(
      storage,
      type,
      slug,
      version,
      { releaseNotes: patch.release_notes, latest: patch.latest },
      auditStamp(res),
    )) ?? throwError(versionNotFound());
  const remove = async (type: PackageType, slug: string, version: string, res: Response) =>
    (await deleteVersion(storage, type, slug, version, auditStamp(res))) ?? throwError(versionNotFound());

  /** A type's four handlers, written once: `present` gives each version the shape that type's operations answer. */
  const handlersOf = <Body>(type: PackageType, present: (v: VersionRecord, ctx: PresentContext) => Body) => {
    // One presenter context per request, shared by every version of a list.
    const presented = (req: Request) => {
      const ctx = presentFor(req);
      return (v: VersionRecord) => present(v, ctx);
    };
    return {
      list: async (c: Context, req: Request) =>
        ok((await list(type, pathParams<'listPluginVersions'>(c).slug)).map(presented(req))),
      get: async (c: Context, req: Request) => {
        const { slug, version } = pathParams<'getPluginVersion'>(c);
        return ok(presented(req)(await get(type, slug, version)));
      },
      update: async (c: Context, req: Request, res: Response) => {
        const { slug, version } = pathParams<'updatePluginVersion'>(c);
        return ok(presented(req)(await update(type, slug, version, jsonBody<'updatePluginVersion'>(c), res)));
      },
      remove: async (c: Context, req: Request, res: Response) => {
        const { slug, version } = pathParams<'deletePluginVersion'>(c);
        return ok(presented(req)(await remove(type, slug, version, res)));
      },
    };
  };
  const plugin = handlersOf('plugin', pluginVersion);
  const theme = handlersOf('theme', themeVersion);

  return {
    listPluginVersions: plugin.list,
    getPluginVersion: plugin.get,
    updatePluginVersion: plugin.update,
    deletePluginVersion: plugin.remove,
    listThemeVersions: theme.list,
    getThemeVersion: theme.get,
    updateThemeVersion: theme.update,
    deleteThemeVersion: theme.remove,
  } satisfies Partial<HandlerMap>;
}

function throwError(err: Error): never {
  throw err;
}
