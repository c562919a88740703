/**
 * Generates the TypeScript types of the API from openapi/registry.yaml.
 * `--check` writes nothing and fails when the committed file is stale (CI drift gate).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const specUrl = new URL('../openapi/registry.yaml', import.meta.url);
const outPath = fileURLToPath(new URL('../src/generated/registry.ts', import.meta.url));
const BANNER = `/**
 * GENERATED from openapi/registry.yaml by scripts/generate.ts. Do not edit by hand:
 * change the spec and run \`npm run generate\`.
 */

`;

async function render(): Promise<string> {
  const ast = await openapiTS(specUrl, { alphabetize: false, exportType: false });
  return BANNER + astToString(ast);
}

async function main(): Promise<void> {
  const fresh = await render();
  if (!process.argv.includes('--check')) {
    await writeFile(outPath, fresh);
    console.error(`wrote ${outPath}`);
    return;
  }
  const committed = await readFile(outPath, 'utf8').catch(() => '');
  if (committed !== fresh) {
    console.error('src/generated/registry.ts is stale: run `npm run generate` and commit the result.');
    process.exit(1);
  }
  console.error('src/generated/registry.ts is up to date.');
}

await main();
