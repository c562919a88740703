import fs from 'node:fs';
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

/** What a suite may have started; each is left out, or undefined, when its beforeAll failed before it. */
export interface SuiteParts {
  /** Stops the site's own web server (WordPressSite.serve). */
  stopServing?: () => Promise<void>;
  site?: { stop(): Promise<void> };
  /** Proxies and registries, closed in this order. */
  servers?: Array<{ close(): Promise<void> } | undefined>;
  workDir?: string;
}

/** Ends what a suite started, the site first, and removes its work folder. */
export async function endSuite({ stopServing, site, servers = [], workDir }: SuiteParts): Promise<void> {
  await stopServing?.();
  await site?.stop();
  for (const server of servers) await server?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}

/**
 * WP_Automatic_Updater::run() after `setup` (PHP), its e-mails off and the plugins' update cache
 * emptied first; the run's result is the installed plugins' versions.
 */
export const automaticUpdate = (setup: string) => `
  ${setup}
  require_once ABSPATH . 'wp-admin/includes/class-wp-automatic-updater.php';
  add_filter( 'auto_plugin_update_send_email', '__return_false' );
  add_filter( 'auto_core_update_send_email', '__return_false' );
  add_filter( 'automatic_updates_send_debug_email', '__return_false' );
  delete_site_transient( 'update_plugins' );
  ( new WP_Automatic_Updater() )->run();
  wp_clean_plugins_cache( false );
  wpt_result( array( 'versions' => array_map( function ( $p ) { return $p['Version']; }, get_plugins() ) ) );
`;
