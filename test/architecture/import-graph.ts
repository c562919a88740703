import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One import of a src/ file by another, both as paths relative to src/ (`packages/archive.ts`). */
export interface ImportEdge {
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/**
 * Every relative import between files under `srcDir`, read by TypeScript's own pre-parser:
 * static imports, `import type`, re-exports and dynamic `import()` alike, so a layer cannot be
 * crossed by a form of import the check does not see.
 */
export function importGraph(srcDir: string): ImportEdge[] {
  return sourceFiles(srcDir).flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => ({
        from: path.relative(srcDir, file),
        to: path.relative(srcDir, path.resolve(path.dirname(file), fileName).replace(/\.js$/, '.ts')),
      }));
  });
}

/** The room a file lives in: its top folder under src/, or its own name for a top-level file. */
export function roomOf(file: string): string {
  const [top, ...rest] = file.split(path.sep);
  return rest.length > 0 ? top : top.replace(/\.ts$/, '');
}

/** Cycles among the given edges' nodes (each reported once, as the path that closes it). */
export function cycles(edges: readonly (readonly [string, string])[]): string[][] {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const state = new Map<string, 'open' | 'done'>();
  const found: string[][] = [];
  const visit = (node: string, trail: string[]) => {
    state.set(node, 'open');
    for (const to of next.get(node) ?? []) {
      if (state.get(to) === 'open') found.push([...trail.slice(trail.indexOf(to)), node, to]);
      else if (!state.has(to)) visit(to, [...trail, node]);
    }
    state.set(node, 'done');
  };
  for (const node of next.keys()) if (!state.has(node)) visit(node, []);
  return found;
}
