import { NotFoundError } from '../errors.js';
import type { PackageType } from '../packages/manifest.js';
import { changeVersion } from '../registry/version-changes.js';
import { deleteVersion } from '../registry/package-writes.js';
import { pluginVersion } from '../present/plugin.js';
import type { Request, Response } from 'express';
import { themeVersion } from '../present/theme.js';
import type { components } from '../generated/registry.js';
import type { VersionRecord } from '../storage/types.js';
import { packageNotFound } from './not-found.js';
import type { Handler, HandlerDeps } from './types.js';
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

  // One presenter context per request, shared by every version of a list.
  const asPlugin = (req: Request) => {
    const present = presentFor(req);
    return (v: VersionRecord) => pluginVersion(v, present);
  };
  const asTheme = (req: Request) => {
    const present = presentFor(req);
    return (v: VersionRecord) => themeVersion(v, present);
  };

  const listPluginVersions: Handler<'listPluginVersions'> = async (c, req) =>
    ok((await list('plugin', pathParams<'listPluginVersions'>(c).slug)).map(asPlugin(req)));
  const getPluginVersion: Handler<'getPluginVersion'> = async (c, req) => {
    const { slug, version } = pathParams<'getPluginVersion'>(c);
    return ok(asPlugin(req)(await get('plugin', slug, version)));
  };
  const updatePluginVersion: Handler<'updatePluginVersion'> = async (c, req, res) => {
    const { slug, version } = pathParams<'updatePluginVersion'>(c);
    return ok(asPlugin(req)(await update('plugin', slug, version, jsonBody<'updatePluginVersion'>(c), res)));
  };
  const deletePluginVersion: Handler<'deletePluginVersion'> = async (c, req, res) => {
    const { slug, version } = pathParams<'deletePluginVersion'>(c);
    return ok(asPlugin(req)(await remove('plugin', slug, version, res)));
  };

  const listThemeVersions: Handler<'listThemeVersions'> = async (c, req) =>
    ok((await list('theme', pathParams<'listThemeVersions'>(c).slug)).map(asTheme(req)));
  const getThemeVersion: Handler<'getThemeVersion'> = async (c, req) => {
    const { slug, version } = pathParams<'getThemeVersion'>(c);
    return ok(asTheme(req)(await get('theme', slug, version)));
  };
  const updateThemeVersion: Handler<'updateThemeVersion'> = async (c, req, res) => {
    const { slug, version } = pathParams<'updateThemeVersion'>(c);
    return ok(asTheme(req)(await update('theme', slug, version, jsonBody<'updateThemeVersion'>(c), res)));
  };
  const deleteThemeVersion: Handler<'deleteThemeVersion'> = async (c, req, res) => {
    const { slug, version } = pathParams<'deleteThemeVersion'>(c);
    return ok(asTheme(req)(await remove('theme', slug, version, res)));
  };

  return {
    listPluginVersions,
    getPluginVersion,
    updatePluginVersion,
    deletePluginVersion,
    listThemeVersions,
    getThemeVersion,
    updateThemeVersion,
    deleteThemeVersion,
  };
}

function throwError(err: Error): never {
  throw err;
}
