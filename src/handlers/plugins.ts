import { publishArchive } from '../registry/publish.js';
import { plugin, pluginDeleted, pluginListItem, pluginUpdated } from '../present/plugin.js';
import { packageNotFound } from './not-found.js';
import { paging } from './paging.js';
import type { Handler, HandlerDeps } from './types.js';
import { created, formFields, jsonBody, ok, pathParams, queryParams } from './types.js';
import { requireArchive } from './uploads.js';

const pluginNotFound = () => packageNotFound('plugin');

export function pluginHandlers({ storage, presentFor, uploadedArchive }: HandlerDeps) {
  const listPlugins: Handler<'listPlugins'> = async (c, req) => {
    const present = presentFor(req);
    const { storageQuery, info } = paging(queryParams<'listPlugins'>(c));
    const { packages, total } = await storage.listPackages('plugin', storageQuery);
    return ok({ info: info(total), plugins: packages.map((p) => pluginListItem(p, present)) });
  };

  const createPlugin: Handler<'createPlugin'> = async (c, req) => {
    const present = presentFor(req);
    const notes = formFields<'createPlugin'>(c).release_notes ?? '';
    const result = await publishArchive(storage, 'plugin', requireArchive(uploadedArchive(req, 'plugin'), 'plugin'), notes);
    return created(pluginListItem(result.package, present));
  };

  const getPlugin: Handler<'getPlugin'> = async (c, req) => {
    const present = presentFor(req);
    const { slug } = pathParams<'getPlugin'>(c);
    const [pkg, versions] = await Promise.all([storage.getPackage('plugin', slug), storage.listVersions('plugin', slug)]);
    if (!pkg || !versions) throw pluginNotFound();
    return ok(plugin(pkg, versions, present));
  };

  const updatePlugin: Handler<'updatePlugin'> = async (c, req) => {
    const present = presentFor(req);
    const { slug } = pathParams<'updatePlugin'>(c);
    const body = jsonBody<'updatePlugin'>(c);
    const pkg = await storage.updatePackage('plugin', slug, {
      ...(body.default_icon !== undefined ? { defaultIcon: body.default_icon } : {}),
      ...(body.banner_low !== undefined ? { bannerLow: body.banner_low } : {}),
      ...(body.banner_high !== undefined ? { bannerHigh: body.banner_high } : {}),
    });
    const versions = pkg && (await storage.listVersions('plugin', slug));
    if (!pkg || !versions) throw pluginNotFound();
    return ok(pluginUpdated(pkg, versions, present));
  };

  const deletePlugin: Handler<'deletePlugin'> = async (c, req) => {
    const present = presentFor(req);
    const deleted = await storage.deletePackage('plugin', pathParams<'deletePlugin'>(c).slug);
    if (!deleted) throw pluginNotFound();
    return ok(pluginDeleted(deleted.package, present));
  };

  return { listPlugins, createPlugin, getPlugin, updatePlugin, deletePlugin };
}
