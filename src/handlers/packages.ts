import type { PackageType } from '../packages/manifest.js';
import { publishArchive } from '../registry/publish.js';
import { deletePackage, updatePackage } from '../registry/package-writes.js';
import type { PresentContext, Schemas } from '../present/context.js';
import { plugin, pluginDeleted, pluginListItem, pluginUpdated } from '../present/plugin.js';
import { theme, themeListItem } from '../present/theme.js';
import type { PackageRecord, PackageSettings, VersionRecord } from '../storage/types.js';
import { packageNotFound } from './not-found.js';
import { paging } from './paging.js';
import type { Handler, HandlerDeps, OperationId, SuccessBody } from './types.js';
import { created, formFields, jsonBody, ok, pathParams, queryParams } from './types.js';
import { requireArchive, uploadAdvisory, uploadRollout } from './uploads.js';

interface Ops {
  list: OperationId;
  create: OperationId;
  get: OperationId;
  update: OperationId;
  remove: OperationId;
}

/** What differs between plugins and themes: the operations' names and the presenters. */
interface PackageShape<O extends Ops> {
  ops: O;
  page(info: Schemas['Info'], items: SuccessBody<O['create']>[]): SuccessBody<O['list']>;
  listItem(pkg: PackageRecord, ctx: PresentContext): SuccessBody<O['create']>;
  record(pkg: PackageRecord, versions: readonly VersionRecord[], ctx: PresentContext): SuccessBody<O['get']>;
  updated(pkg: PackageRecord, versions: readonly VersionRecord[], ctx: PresentContext): SuccessBody<O['update']>;
  deleted(pkg: PackageRecord, ctx: PresentContext): SuccessBody<O['remove']>;
}

const pluginShape: PackageShape<{
  list: 'listPlugins';
  create: 'createPlugin';
  get: 'getPlugin';
  update: 'updatePlugin';
  remove: 'deletePlugin';
}> = {
  ops: {
    list: 'listPlugins',
    create: 'createPlugin',
    get: 'getPlugin',
    update: 'updatePlugin',
    remove: 'deletePlugin',
  },
  page: (info, plugins) => ({ info, plugins }),
  listItem: pluginListItem,
  record: plugin,
  updated: pluginUpdated,
  deleted: pluginDeleted,
};

const themeShape: PackageShape<{
  list: 'listThemes';
  create: 'createTheme';
  get: 'getTheme';
  update: 'updateTheme';
  remove: 'deleteTheme';
}> = {
  ops: { list: 'listThemes', create: 'createTheme', get: 'getTheme', update: 'updateTheme', remove: 'deleteTheme' },
  page: (info, themes) => ({ info, themes }),
  listItem: themeListItem,
  record: theme,
  updated: theme,
  deleted: themeListItem,
};

/**
 * The settings a PATCH names, under the record's names; one it leaves out stays as it is. One
 * mapping for both types: the spec admits only a plugin's fields in a plugin's PATCH, a theme's
 * in a theme's.
 */
function settingsOf(body: Schemas['PluginPatch'] & Schemas['ThemePatch']): PackageSettings {
  return {
    ...(body.default_icon !== undefined ? { defaultIcon: body.default_icon } : {}),
    ...(body.banner_low !== undefined ? { bannerLow: body.banner_low } : {}),
    ...(body.banner_high !== undefined ? { bannerHigh: body.banner_high } : {}),
    ...(body.screenshot_url !== undefined ? { screenshotUrl: body.screenshot_url } : {}),
    ...(body.preview_url !== undefined ? { previewUrl: body.preview_url } : {}),
    ...(body.homepage !== undefined ? { homepage: body.homepage } : {}),
  };
}

type HandlersOf<O extends Ops> = { [K in keyof Ops as O[K]]: Handler<O[K]> };

/** Plugins and Themes: the same rules, presented in each type's shape (as `versionHandlers`). */
export function packageHandlers(type: 'plugin', deps: HandlerDeps): HandlersOf<typeof pluginShape.ops>;
export function packageHandlers(type: 'theme', deps: HandlerDeps): HandlersOf<typeof themeShape.ops>;
export function packageHandlers(type: PackageType, deps: HandlerDeps): object {
  return type === 'plugin' ? handlers(type, pluginShape, deps) : handlers(type, themeShape, deps);
}

function handlers<O extends Ops>(type: PackageType, shape: PackageShape<O>, deps: HandlerDeps): HandlersOf<O> {
  const { config, storage, presentFor, uploadedArchive, auditStamp, trustedKeys } = deps;
  const notFound = () => packageNotFound(type);

  const list: Handler<O['list']> = async (c, req) => {
    const present = presentFor(req);
    const { storageQuery, info } = paging(queryParams<'listPlugins'>(c));
    const { packages, total } = await storage.listPackages(type, storageQuery);
    return ok(
      shape.page(
        info(total),
        packages.map((p) => shape.listItem(p, present)),
      ),
    );
  };

  const create: Handler<O['create']> = async (c, req, res) => {
    const present = presentFor(req);
    const fields = formFields<'createPlugin'>(c);
    const archive = requireArchive(uploadedArchive(req, type), type);
    const form = {
      releaseNotes: fields.release_notes ?? '',
      signature: fields.signature,
      rollout: uploadRollout(fields, config.defaultGate),
      advisory: uploadAdvisory(fields.advisory),
    };
    const result = await publishArchive(storage, trustedKeys, type, archive, form, auditStamp(res));
    return created(shape.listItem(result.package, present));
  };

  const get: Handler<O['get']> = async (c, req) => {
    const present = presentFor(req);
    const { slug } = pathParams<'getPlugin'>(c);
    const [pkg, versions] = await Promise.all([storage.getPackage(type, slug), storage.versions.list(type, slug)]);
    if (!pkg || !versions) throw notFound();
    return ok(shape.record(pkg, versions, present));
  };

  const update: Handler<O['update']> = async (c, req, res) => {
    const present = presentFor(req);
    const { slug } = pathParams<'updatePlugin'>(c);
    const settings = settingsOf(jsonBody<'updatePlugin' | 'updateTheme'>(c));
    const pkg = await updatePackage(storage, type, slug, settings, auditStamp(res));
    const versions = pkg && (await storage.versions.list(type, slug));
    if (!pkg || !versions) throw notFound();
    return ok(shape.updated(pkg, versions, present));
  };

  const remove: Handler<O['remove']> = async (c, req, res) => {
    const present = presentFor(req);
    const deleted = await deletePackage(storage, type, pathParams<'deletePlugin'>(c).slug, auditStamp(res));
    if (!deleted) throw notFound();
    return ok(shape.deleted(deleted.package, present));
  };

  const { ops } = shape;
  return {
    [ops.list]: list,
    [ops.create]: create,
    [ops.get]: get,
    [ops.update]: update,
    [ops.remove]: remove,
  } as HandlersOf<O>;
}
