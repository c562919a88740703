import fs from 'node:fs';
import path from 'node:path';
import { archiveSegments } from '../archive-names.js';
import { archiveOfScreenshot } from '../new-version.js';
import type { PackageType } from '../types.js';
import { pluralOf } from '../../packages/manifest.js';

/**
 * Archive files of the local adapter: `{root}/{plugins|themes}/{slug}/{file}`, each theme
 * screenshot beside its archive. Every path is built from checked parts (archive-names.ts), so
 * none leaves the root whatever a record says.
 * Calls are synchronous on purpose: the adapter runs move-then-commit as one
 * uninterrupted step, so no other request of this process can interleave.
 */
export class ArchiveFolder {
  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  pathOf(type: PackageType, slug: string, file: string): string {
    return path.join(this.root, ...archiveSegments(type, slug, file));
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
    fs.rmSync(path.join(this.root, ...archiveSegments(type, slug)), { recursive: true, force: true });
  }

  /** Package folders of a type (slugs), for the orphan sweep. */
  async slugs(type: PackageType): Promise<string[]> {
    return fs.promises.readdir(path.join(this.root, pluralOf(type))).catch(() => []);
  }

  /**
   * Deletes one package folder's files that no record points at: left by a crash between
   * moving a file in and committing its record, or between committing a delete and removing
   * the file. `referenced` must be read in the same synchronous step: an upload's move and
   * commit (and a delete's commit and removal) also run in one step, so neither sees the
   * other half-done.
   */
  sweepPackage(type: PackageType, slug: string, referenced: Set<string>): number {
    const dir = path.join(this.root, ...archiveSegments(type, slug));
    // A kept screenshot lives as long as its archive (see screenshotFileName).
    const orphans = listDir(dir).filter((file) => !referenced.has(archiveOfScreenshot(file) ?? file));
    for (const file of orphans) fs.rmSync(path.join(dir, file), { force: true });
    if (referenced.size === 0) removeIfEmpty(dir);
    return orphans.length;
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
