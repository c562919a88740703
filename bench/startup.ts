/**
 * Start-to-first-200: spawn the registry, poll GET /healthz, stop it. Three launchers:
 * `tsx src/cli.ts serve` (as the tests run it: a wrapper process spawns node with tsx's loader),
 * `node --import tsx src/cli.ts serve` (one process), and node on src transpiled beforehand
 * (what `npm start` runs from dist/; transpiled here with TypeScript into bench/.build).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Options } from './options.js';
import { type Launcher, ROOT, startRegistry } from './processes.js';

export const BUILD_DIR = path.join(ROOT, 'bench', '.build');

/** Transpiles src/ to bench/.build/dist (no type check), with openapi/ linked beside it as dist/../openapi expects. */
export function transpileSrc(): string {
  const out = path.join(BUILD_DIR, 'dist');
  fs.rmSync(BUILD_DIR, { recursive: true, force: true });
  const src = path.join(ROOT, 'src');
  for (const name of fs.readdirSync(src, { recursive: true }) as string[]) {
    if (!name.endsWith('.ts')) continue;
    const code = fs.readFileSync(path.join(src, name), 'utf8');
    const js = ts.transpileModule(code, {
      fileName: name,
      compilerOptions: {
        module: ts.ModuleKind.ES2022,
        target: ts.ScriptTarget.ES2023,
        esModuleInterop: true,
        isolatedModules: true,
      },
    }).outputText;
    const target = path.join(out, name.replace(/\.ts$/, '.js'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, js);
  }
  fs.writeFileSync(path.join(BUILD_DIR, 'package.json'), '{"type":"module"}\n');
  fs.symlinkSync(path.join(ROOT, 'openapi'), path.join(BUILD_DIR, 'openapi'));
  return out;
}

export interface StartupResult {
  launcher: Launcher;
  data: string;
  runsMs: number[];
  medianMs: number;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Each launcher: one discarded start (tsx's transform cache, page cache), then `startRuns` measured ones. */
export async function measureStartups(
  dataDir: string,
  data: string,
  compiledDir: string | undefined,
  workDir: string,
  o: Options,
  log: (l: string) => void,
): Promise<StartupResult[]> {
  const launchers: Launcher[] = ['tsx', 'node --import tsx', ...(compiledDir ? ['node (precompiled)' as const] : [])];
  const results: StartupResult[] = [];
  for (const launcher of launchers) {
    const runsMs: number[] = [];
    for (let run = 0; run <= o.startRuns; run++) {
      const registry = await startRegistry({
        dataDir,
        launcher,
        compiledDir,
        logFile: path.join(workDir, 'startup.log'),
      });
      await registry.stop();
      if (run > 0) runsMs.push(registry.startMs);
    }
    const result = { launcher, data, runsMs, medianMs: median(runsMs) };
    log(
      `  ${launcher.padEnd(19)} ${data}: median ${result.medianMs.toFixed(0)} ms (runs ${runsMs.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    results.push(result);
  }
  return results;
}
