/**
 * Checks a manifest line by line before anything is imported: its shape, the order of packages
 * and versions (each package followed by its versions, exactly one of them latest), file names
 * and paths, and the end line's counts and SHA-384. Every path import writes, and the server
 * later reads or deletes, is built from parts checked here (type, slug, version, MD5, a
 * screenshot of the fixed set): a record naming anything else is refused before any write.
 */
import { createHash } from 'node:crypto';
import { RegistryError } from '../../errors.js';
import { isVersionText } from '../../packages/archive-manifest.js';
import { isSlug } from '../../packages/rules.js';
import { SCREENSHOT_FILES, pluralOf } from '../../packages/manifest.js';
import { isScreenshotFile, screenshotFileName } from '../../storage/new-version.js';
import type { PackageRecord, VersionRecord } from '../../storage/types.js';
import {
  archivePath,
  type Counts,
  type EndLine,
  type FileRef,
  type HeaderAsRead,
  headerProblem,
  MANIFEST,
  noCounts,
  RECORD_KINDS,
  type VersionLine,
} from './format.js';

const SHA384 = /^[0-9a-f]{96}$/;
const MD5 = /^[0-9a-f]{32}$/;
/** Counts of kinds added since files were first written: an end line without one states none. */
const OPTIONAL_COUNTS = new Set(['advisories']);

export const refused = (message: string): RegistryError =>
  new RegistryError('invalid_input', `${message} Nothing was imported.`);

export class ManifestChecker {
  private line = 0;
  private started = false;
  private ended: EndLine | undefined;
  private readonly hash = createHash('sha384');
  private readonly counts = noCounts();
  private current: { record: PackageRecord; versions: Set<string>; latest: string[] } | undefined;
  private readonly identities = new Map<string, Set<string>>();

  /** Checks the next line (without its newline). */
  feed(text: string): void {
    this.line++;
    if (this.ended) this.fail('comes after the end line');
    let parsed: { kind?: unknown };
    try {
      parsed = JSON.parse(text) as { kind?: unknown };
    } catch {
      return this.fail('is not JSON');
    }
    if (!this.started) return this.header(parsed, text);
    if (parsed.kind === 'end') return this.end(parsed as EndLine);
    this.hash.update(`${text}\n`);
    if (parsed.kind === 'package') return this.package((parsed as { record: PackageRecord }).record);
    if (parsed.kind === 'version') return this.version(parsed as VersionLine);
    const kind = RECORD_KINDS.find((k) => k.kind === parsed.kind);
    if (!kind)
      this.fail(
        `holds a record of kind ${JSON.stringify(parsed.kind)}, which this registry does not know (a newer one made the file?)`,
      );
    this.closePackage();
    const record = (parsed as { record?: never }).record;
    const problem = record && typeof record === 'object' ? kind.problem(record) : 'it has no record';
    if (problem) this.fail(`is not a valid ${kind.kind}: ${problem}`);
    if (kind.identity) this.unique(kind.kind, kind.identity(record!));
    this.counts[kind.count]++;
  }

  /** The counts, once the end line has been read and matched. */
  finish(): Counts {
    if (!this.ended) throw refused(`${MANIFEST} has no end line: the file is truncated.`);
    return this.counts;
  }

  private header(parsed: HeaderAsRead, text: string): void {
    const problem = headerProblem(parsed);
    if (problem) this.fail(problem);
    this.started = true;
    this.hash.update(`${text}\n`);
  }

  private package(record: PackageRecord): void {
    this.closePackage();
    if (!record || (record.type !== 'plugin' && record.type !== 'theme') || !isSlug(String(record.slug)))
      this.fail('is not a valid package: it needs a type (plugin or theme) and a valid slug');
    if (!record.latest || typeof record.latest.version !== 'string')
      this.fail('is a package without its latest version');
    this.unique('package', `${record.type}~${record.slug}`);
    this.current = { record, versions: new Set(), latest: [] };
    this.counts[pluralOf(record.type)]++;
  }

  private version(line: VersionLine): void {
    const pkg = this.current;
    const v = line.record;
    if (!pkg) return this.fail('is a version outside any package');
    if (!v || v.type !== pkg.record.type || v.slug !== pkg.record.slug)
      this.fail(`is a version of another package than ${pkg.record.slug}, which it follows`);
    if (!isVersionText(String(v.version)) || pkg.versions.has(v.version))
      this.fail(`holds a version that is not valid or comes twice: ${JSON.stringify(v.version)}`);
    if (!MD5.test(String(v.checksum)) || v.fileName !== `${v.slug}-${v.version}-${v.checksum}.zip`)
      this.fail(`gives ${v.slug} ${v.version} a checksum or file name that does not follow the rule`);
    this.screenshotName(v);
    this.file(line.archive, archivePath(v, v.fileName));
    if (line.archive.size !== v.size || (v.sha384 !== undefined && v.sha384 !== line.archive.sha384))
      this.fail(`gives ${v.slug} ${v.version} an archive whose size or SHA-384 differs from its record`);
    if (line.screenshot) {
      const name = screenshotFileName(v);
      if (!name) this.fail(`gives ${v.slug} ${v.version} a screenshot its manifest does not name`);
      this.file(line.screenshot, archivePath(v, name));
    }
    pkg.versions.add(v.version);
    if (v.latest) pkg.latest.push(v.version);
    this.counts.versions++;
  }

  /** A screenshot's file name is built from the manifest's: only one of the fixed set may be named. */
  private screenshotName(v: VersionRecord): void {
    const manifest = v.manifest as { screenshot?: unknown } | undefined;
    if (!manifest || typeof manifest !== 'object') this.fail(`gives ${v.slug} ${v.version} no manifest`);
    if (manifest.screenshot !== undefined && !isScreenshotFile(manifest.screenshot))
      this.fail(
        `gives ${v.slug} ${v.version} the screenshot ${JSON.stringify(manifest.screenshot)}, which is none of ${SCREENSHOT_FILES.join(', ')}`,
      );
  }

  private file(ref: FileRef | undefined, expected: string): void {
    if (
      !ref ||
      ref.path !== expected ||
      !Number.isSafeInteger(ref.size) ||
      ref.size < 0 ||
      !SHA384.test(String(ref.sha384))
    )
      this.fail(`names a file other than ${expected}, or without its size and SHA-384`);
    this.counts.files++;
    this.counts.bytes += ref.size;
  }

  /** The package read last must have versions, exactly one of them latest: the one its record names. */
  private closePackage(): void {
    const pkg = this.current;
    this.current = undefined;
    if (!pkg) return;
    const { type, slug } = pkg.record;
    if (pkg.latest.length !== 1 || pkg.latest[0] !== pkg.record.latest.version)
      throw refused(
        `${MANIFEST}: ${type} ${slug} does not have exactly one latest version, the one its record names (before line ${this.line}).`,
      );
  }

  private end(line: EndLine): void {
    this.closePackage();
    const digest = this.hash.digest('hex');
    if (line.sha384 !== digest)
      this.fail('does not match the lines before it (their SHA-384 differs): the manifest was changed or damaged');
    for (const [name, value] of Object.entries(this.counts)) {
      const stated = line.counts?.[name as keyof Counts] ?? (OPTIONAL_COUNTS.has(name) ? 0 : undefined);
      if (stated !== value) this.fail(`counts ${String(stated)} ${name}, but the manifest holds ${value}`);
    }
    this.ended = line;
  }

  private unique(kind: string, identity: string): void {
    let seen = this.identities.get(kind);
    if (!seen) this.identities.set(kind, (seen = new Set()));
    if (seen.has(identity)) this.fail(`repeats the ${kind} ${identity}`);
    seen.add(identity);
  }

  private fail(what: string): never {
    throw refused(`${MANIFEST} line ${this.line} ${what}.`);
  }
}
