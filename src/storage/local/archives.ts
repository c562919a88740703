import fs from 'node:fs';
import path from 'node:path';
import type { PackageType } from '../types.js';

/**
 * Archive files of the local adapter: `{root}/{plugins|themes}/{slug}/{file}`.
 * Calls are synchronous on purpose: the adapter runs move-then-commit as one
 * uninterrupted step, so no other request of this process can interleave.
 */
export class ArchiveFolder {
  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  pathOf(type: PackageType, slug: string, file: string): string {
    return path.join(this.root, `${type}s`, slug, file);
  }

  /** Moves a finished temporary file into place (same filesystem: an atomic rename). */
  moveIn(tempPath: string, type: PackageType, slug: string, file: string): string {
    const target = this.pathOf(type, slug, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(tempPath, target);
    return target;
  }

  remove(type: PackageType, slug: string, file: string): void {
    fs.rmSync(this.pathOf(type, slug, file), { force: true });
  }

  removePackage(type: PackageType, slug: string): void {
    fs.rmSync(path.join(this.root, `${type}s`, slug), { recursive: true, force: true });
  }

  /**
   * Deletes files no record points at: left by a crash between moving a file in and
   * committing its record, or between committing a delete and removing the file.
   */
  sweep(isReferenced: (type: PackageType, slug: string, file: string) => boolean): number {
    let removed = 0;
    for (const type of ['plugin', 'theme'] as const) {
      const typeDir = path.join(this.root, `${type}s`);
      for (const slug of listDir(typeDir)) {
        const files = listDir(path.join(typeDir, slug));
        const orphans = files.filter((file) => !isReferenced(type, slug, file));
        for (const file of orphans) fs.rmSync(path.join(typeDir, slug, file), { force: true });
        if (orphans.length === files.length) removeIfEmpty(path.join(typeDir, slug));
        removed += orphans.length;
      }
    }
    return removed;
  }

}

function removeIfEmpty(dir: string): void {
  try {
    fs.rmdirSync(dir);
  } catch {
    // Not empty (or already gone): keep it.
  }
}

function listDir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}
