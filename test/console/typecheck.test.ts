/**
 * The spec is the console's one source of truth: remove a field the console uses from a copy of
 * openapi/registry.yaml, generate its types as `npm run generate` does, and the console's type
 * check (`npm run check:console`) fails on that field; the unchanged spec passes the same check,
 * so the failure is the field's doing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { SPEC_PATH } from '../../src/spec.js';
import { testTempDir } from '../support/temp-dirs.js';

const work = testTempDir('console-types');

/** Generates types from `spec` and type-checks the console against them; returns tsc's exit status and output. */
async function checkConsoleAgainst(name: string, spec: unknown): Promise<{ status: number | null; output: string }> {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  const specFile = path.join(dir, 'registry.yaml');
  fs.writeFileSync(specFile, stringify(spec));
  const types = path.join(dir, 'registry.ts');
  fs.writeFileSync(
    types,
    astToString(await openapiTS(pathToFileURL(specFile), { alphabetize: false, exportType: false })),
  );
  // The console's own tsconfig, with `@registry/api` pointing at these types instead of src/generated.
  const tsconfig = path.join(dir, 'tsconfig.json');
  fs.writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: path.resolve('console/tsconfig.json'),
      compilerOptions: { paths: { '@registry/api': [types] } },
      include: [path.resolve('console/src')],
    }),
  );
  const tsc = spawnSync(process.execPath, [path.resolve('node_modules/typescript/bin/tsc'), '-p', tsconfig], {
    encoding: 'utf8',
  });
  return { status: tsc.status, output: tsc.stdout + tsc.stderr };
}

const spec = (): any => parse(fs.readFileSync(SPEC_PATH, 'utf8'));

it('the console type-checks against the spec as it is', async () => {
  const { status, output } = await checkConsoleAgainst('unchanged', spec());
  expect(output).toBe('');
  expect(status).toBe(0);
}, 120_000);

it('removing a field the console shows (Rollout.sites.running) fails its type check, naming the field', async () => {
  const changed = spec();
  const sites = changed.components.schemas.Rollout.properties.sites;
  delete sites.properties.running;
  sites.required = sites.required.filter((field: string) => field !== 'running');
  const { status, output } = await checkConsoleAgainst('without-running', changed);
  expect(status).not.toBe(0);
  expect(output).toMatch(/console\/src\/.*Property 'running' does not exist/);
}, 120_000);
