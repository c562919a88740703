import { expect } from 'vitest';
import type { PackageType } from '../../../src/packages/manifest.js';
import { type RegistryClient, uploadPlugin, uploadTheme } from '../../support/client.js';
import { buildZip } from '../../support/zip.js';
import type { RunResult, WordPressSite } from './site.js';

/**
 * A suite's PHP runs on its site with its environment, a test's overrides on top. Getters,
 * because a suite sets its site and environment in beforeAll, after this is called.
 */
export function phpOn(site: () => WordPressSite, env: () => Record<string, string>) {
  return <T>(code: string, overrides: Record<string, string> = {}, withMuPlugin = true): Promise<RunResult<T>> =>
    site().php<T>(code, { env: { ...env(), ...overrides }, withMuPlugin });
}

/** What PHP's error log must not hold after a run; a suite may refuse more (the plugin's own lines). */
export const PHP_TROUBLE = /PHP (Warning|Notice|Deprecated|Fatal)/;

/** A run printed no warning or notice and logged none. */
export function expectQuiet(run: RunResult<unknown>, refusedInLog: RegExp = PHP_TROUBLE): void {
  expect(run.output).not.toMatch(/Warning|Notice|Deprecated|Fatal/i);
  expect(run.errorLog.filter((line) => refusedInLog.test(line))).toEqual([]);
}

export interface SitePluginOptions {
  /** Headers after Plugin Name and Version (or in their place, under the same name). */
  headers?: Record<string, string>;
  /** PHP after the header comment. */
  extra?: string;
  /** The folder in the ZIP, when it is not the slug. */
  folder?: string;
}

/** A plugin ZIP for a WordPress suite: `folder/slug.php` with the given headers and code. */
export function pluginArchive(slug: string, version: string, options: SitePluginOptions = {}): Buffer {
  const headers = { 'Plugin Name': slug, Version: version, ...options.headers };
  const lines = Object.entries(headers).map(([k, v]) => ` * ${k}: ${v}`);
  const main = `<?php\n/**\n${lines.join('\n')}\n */\n\ndefined('ABSPATH') || exit;\n${options.extra ?? ''}`;
  return buildZip([{ name: `${options.folder ?? slug}/${slug}.php`, data: main }]);
}

/** Uploads an archive (signed when given) with `client`'s key and expects it taken. */
export async function upload(client: RegistryClient, type: PackageType, archive: Buffer, signature?: string) {
  const { response } =
    type === 'plugin'
      ? await uploadPlugin(client, archive, undefined, signature)
      : await uploadTheme(client, archive, undefined, signature);
  expect(response.status).toBe(201);
}
