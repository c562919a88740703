#!/usr/bin/env node
/**
 * Builds the operator console with esbuild (already the project's bundler for the publish
 * script): `console/src/main.tsx` and its CSS into `dist/console/assets/`, named by content hash,
 * and `dist/console/index.html` naming them. `npm install` runs it (package.json's prepare);
 * `npm run build:console` alone.
 *
 * `--dev` (`npm run console:dev`): starts Prism on the spec (`npm run mock`, port 4010) and serves
 * the console at http://127.0.0.1:5173 against it, rebuilding on every change and reloading the
 * page (esbuild's live reload), so front-end work needs no registry. `--api URL` points it at
 * another API (a registry started with REGISTRY_CORS_ORIGINS=http://127.0.0.1:5173), and then
 * no mock is started.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
export const CONSOLE_OUT = path.join(root, 'dist', 'console');

function options(apiBase) {
  return {
    entryPoints: [path.join(here, 'src', 'main.tsx')],
    bundle: true,
    format: 'esm',
    target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
    tsconfig: path.join(here, 'tsconfig.json'),
    jsx: 'automatic',
    jsxImportSource: 'preact',
    define: { REGISTRY_API: JSON.stringify(apiBase) },
    legalComments: 'none',
    logLevel: 'warning',
  };
}

/** The page, naming the built script and style sheet (both loaded from `assets/`; nothing inline). */
function page(js, css) {
  const template = fs.readFileSync(path.join(here, 'index.html'), 'utf8');
  return template.replace('{{JS}}', () => js).replace('{{CSS}}', () => css);
}

/**
 * A production build into `outDir` (default dist/console): minified, hashed names; the previous
 * build's assets are removed. Returns the files written with their sizes.
 */
export async function buildConsole({ outDir = CONSOLE_OUT, apiBase = '' } = {}) {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-console-'));
  try {
    const result = await esbuild.build({
      ...options(apiBase),
      outdir: path.join(staging, 'assets'),
      entryNames: 'console-[hash]',
      chunkNames: 'console-[hash]',
      assetNames: 'console-[hash]',
      splitting: true,
      minify: true,
      metafile: true,
    });
    const outputs = Object.keys(result.metafile.outputs).map((file) => path.basename(file));
    // The entry's own script and style sheet; the other scripts are chunks it imports when needed (the chart).
    const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint);
    const js = entry && path.basename(entry[0]);
    const css = entry?.[1].cssBundle && path.basename(entry[1].cssBundle);
    if (!js || !css) throw new Error(`The console build made no script or no style sheet: ${outputs.join(', ')}`);
    fs.writeFileSync(path.join(staging, 'index.html'), page(js, css));
    // Swap in whole: a server reading the folder meanwhile sees the old build or the new one.
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(outDir), { recursive: true });
    fs.cpSync(staging, outDir, { recursive: true });
    return outputs.map((name) => ({ name, bytes: fs.statSync(path.join(outDir, 'assets', name)).size }));
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The development server: serves the console from a temporary folder, rebuilt on change, with
 * live reload; the API at `apiBase`. Returns its URL and a stop function.
 */
export async function serveConsoleDev({ apiBase, port = 5173, host = '127.0.0.1' }) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-console-dev-'));
  fs.writeFileSync(path.join(outDir, 'index.html'), page('console.js', 'console.css'));
  const context = await esbuild.context({
    ...options(apiBase),
    outdir: path.join(outDir, 'assets'),
    entryNames: 'console',
    chunkNames: 'chunk-[hash]',
    assetNames: 'console',
    splitting: true,
    sourcemap: true,
    // esbuild's live reload: the page reloads when a rebuild finishes.
    banner: { js: "new EventSource('/esbuild').addEventListener('change', () => location.reload());" },
  });
  await context.watch();
  const served = await context.serve({ servedir: outDir, port, host });
  return {
    url: `http://${host}:${served.port}/`,
    async stop() {
      await context.dispose();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}

async function dev(argv) {
  const apiIndex = argv.indexOf('--api');
  let apiBase = apiIndex >= 0 ? argv[apiIndex + 1] : undefined;
  let mock;
  if (!apiBase) {
    apiBase = 'http://127.0.0.1:4010';
    const prism = path.join(root, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js');
    mock = spawn(process.execPath, [prism, 'mock', path.join(root, 'openapi', 'registry.yaml'), '-p', '4010'], {
      stdio: 'inherit',
    });
  }
  const server = await serveConsoleDev({ apiBase });
  console.error(`The console: ${server.url} (API: ${apiBase}; any key works against the mock). Ctrl-C stops.`);
  const stop = async () => {
    mock?.kill('SIGTERM');
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--dev')) await dev(process.argv);
  else {
    const files = await buildConsole();
    console.error(`Built the console into dist/console: ${files.map((f) => `${f.name} ${f.bytes} B`).join(', ')}`);
  }
}
