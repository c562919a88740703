/**
 * `npm run check:client`: a second, independent generator over the spec. @hey-api/openapi-ts
 * (pinned in package.json) writes a fetch client with one SDK function per operation into
 * test-output/hey-api-client/ (git-ignored, never committed); a small usage sample is added and
 * the whole folder is type-checked with `tsc --strict` for a browser target. It fails when the
 * generator refuses the spec or its output does not compile: the spec stays friendly to client
 * generators other than the openapi-typescript one we commit (`npm run generate`).
 */
import { spawnSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'test-output', 'hey-api-client');
const spec = path.join(root, 'openapi', 'registry.yaml');

/**
 * What a front end would write with the generated SDK. Compiling it proves the names and
 * shapes a consumer relies on: one function per operationId, named schema types, a Blob for
 * the archive upload field, typed error bodies.
 */
const USAGE = `import { client } from './client.gen.js';
import { createPlugin, getPlugin, listThemes, updatePluginVersion } from './sdk.gen.js';
import type { ApiError, Plugin, PluginListItem, ThemeList } from './types.gen.js';

client.setConfig({ baseUrl: 'http://localhost:8080', headers: { 'X-API-KEY': 'rk_example' } });

export async function usage(archive: Blob): Promise<string[]> {
  const uploaded = await createPlugin({ body: { plugin: archive, release_notes: 'First **release**.' } });
  if (uploaded.error) {
    const error: ApiError = uploaded.error;
    return [error.messages.error];
  }
  const item: PluginListItem | undefined = uploaded.data;
  const plugin: Plugin | undefined = (await getPlugin({ path: { slug: item?.slug ?? 'acme-forms' } })).data;
  await updatePluginVersion({ path: { slug: 'acme-forms', version: '2.4.1' }, body: { latest: true } });
  const themes: ThemeList | undefined = (await listThemes({ query: { page: 1, per_page: 24, search: 'blocks' } })).data;
  return [...Object.keys(plugin?.versions ?? {}), ...(themes?.themes.map((t) => t.slug) ?? [])];
}
`;

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    types: [],
    skipLibCheck: false,
  },
  include: ['**/*.ts'],
};

async function main(): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await createClient({
    input: spec,
    output: { path: outDir, importFileExtension: '.js', tsConfigPath: null },
    plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
    logs: { file: false, level: 'warn' },
  });
  await writeFile(path.join(outDir, 'usage.ts'), USAGE);
  await writeFile(path.join(outDir, 'tsconfig.json'), `${JSON.stringify(TSCONFIG, null, 2)}\n`);

  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', outDir, '--strict'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `The @hey-api/openapi-ts client in ${path.relative(root, outDir)} does not type-check under tsc --strict.`,
    );
    process.exit(1);
  }
  console.error(
    `@hey-api/openapi-ts generated a client from the spec in ${path.relative(root, outDir)}; it type-checks under tsc --strict.`,
  );
}

await main();
