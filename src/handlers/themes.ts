import { publishArchive } from '../registry/publish.js';
import { theme, themeListItem } from '../present/theme.js';
import { packageNotFound } from './not-found.js';
import { paging } from './paging.js';
import type { Handler, HandlerDeps } from './types.js';
import { created, formFields, jsonBody, ok, pathParams, queryParams } from './types.js';
import { requireArchive } from './uploads.js';

const themeNotFound = () => packageNotFound('theme');

export function themeHandlers({ storage, presentFor, uploadedArchive }: HandlerDeps) {
  const listThemes: Handler<'listThemes'> = async (c, req) => {
    const present = presentFor(req);
    const { storageQuery, info } = paging(queryParams<'listThemes'>(c));
    const { packages, total } = await storage.listPackages('theme', storageQuery);
    return ok({ info: info(total), themes: packages.map((p) => themeListItem(p, present)) });
  };

  const createTheme: Handler<'createTheme'> = async (c, req) => {
    const present = presentFor(req);
    const notes = formFields<'createTheme'>(c).release_notes ?? '';
    const result = await publishArchive(storage, 'theme', requireArchive(uploadedArchive(req, 'theme'), 'theme'), notes);
    return created(themeListItem(result.package, present));
  };

  const getTheme: Handler<'getTheme'> = async (c, req) => {
    const present = presentFor(req);
    const { slug } = pathParams<'getTheme'>(c);
    const [pkg, versions] = await Promise.all([storage.getPackage('theme', slug), storage.listVersions('theme', slug)]);
    if (!pkg || !versions) throw themeNotFound();
    return ok(theme(pkg, versions, present));
  };

  const updateTheme: Handler<'updateTheme'> = async (c, req) => {
    const present = presentFor(req);
    const { slug } = pathParams<'updateTheme'>(c);
    const body = jsonBody<'updateTheme'>(c);
    const pkg = await storage.updatePackage('theme', slug, {
      ...(body.screenshot_url !== undefined ? { screenshotUrl: body.screenshot_url } : {}),
      ...(body.preview_url !== undefined ? { previewUrl: body.preview_url } : {}),
      ...(body.homepage !== undefined ? { homepage: body.homepage } : {}),
    });
    const versions = pkg && (await storage.listVersions('theme', slug));
    if (!pkg || !versions) throw themeNotFound();
    return ok(theme(pkg, versions, present));
  };

  const deleteTheme: Handler<'deleteTheme'> = async (c, req) => {
    const present = presentFor(req);
    const deleted = await storage.deletePackage('theme', pathParams<'deleteTheme'>(c).slug);
    if (!deleted) throw themeNotFound();
    return ok(themeListItem(deleted.package, present));
  };

  return { listThemes, createTheme, getTheme, updateTheme, deleteTheme };
}
