import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inspectArchive } from '../packages/archive.js';
import { type Manifest, type PackageType, pluralOf } from '../packages/manifest.js';
import { changelogEntry } from '../packages/readme.js';
import { MAX_RELEASE_NOTES } from '../packages/rules.js';
import { InputError } from '../errors.js';
import { peekArchive } from './archive-peek.js';
import { EXIT, PublishError, type ExitCode } from './errors.js';
import { USAGE, parseOptions, type Options } from './options.js';
import { distignoreRules, listArchiveFiles, writeArchive } from './folder-archive.js';
import { progressLine } from './progress.js';
import { KEYGEN_HELP, keygenText, signArchive, signingKeyFrom } from './signing.js';
import { describe, endpoint, errorMessage, type PackageRecord, upload } from './upload.js';

/**
 * registry-publish: builds (from a source folder) or takes (a ready ZIP) a plugin or theme
 * archive, checks it with the registry's own rules, uploads it and prints the stored record.
 * stdout carries only the record (JSON); every message goes to stderr.
 */
const log = (message: string) => process.stderr.write(`${message}\n`);

export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<ExitCode> {
  if (argv.length === 1 && argv[0] === 'keygen') {
    process.stdout.write(keygenText());
    log(KEYGEN_HELP);
    return EXIT.published;
  }
  const options = parseOptions(argv);
  if (!options) {
    process.stdout.write(USAGE);
    return EXIT.published;
  }
  const registryUrl = env.EXTENSION_REGISTRY_URL ?? '';
  const apiKey = env.EXTENSION_REGISTRY_KEY ?? '';
  if (!options.dryRun) checkConnection(registryUrl, apiKey);
  const signingKey = signingKeyFrom(env);

  const advisory = await advisoryOf(options);
  const work = await mkdtemp(path.join(os.tmpdir(), 'registry-publish-'));
  try {
    const archive = await prepareArchive(options, work, env.SOURCE_DATE_EPOCH);
    const peek = await peekArchive(archive.path);
    const type = options.type ?? peek.type;
    const manifest = await check(archive.path, type);
    const releaseNotes = await notes(options, manifest, peek.readme);
    log(
      `${archive.built ? 'Built' : 'Checked'} ${type} ${manifest.slug} ${manifest.version} (${await sizeOf(archive.path)}).`,
    );
    warnWithoutUpdateUri(manifest, peek.updateUri, registryUrl);
    const signed = signingKey && (await signArchive(signingKey, archive.path, manifest));
    if (signed) log(`Signed with the key whose public key is ${signed.publicKey}.`);
    if (options.dryRun) return EXIT.published;
    return await send({
      options,
      registryUrl,
      apiKey,
      archivePath: archive.path,
      manifest,
      releaseNotes,
      signature: signed ? signed.signature : undefined,
      advisory,
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * A plugin whose `Update URI` does not name the registry's host is, on a site that has not yet
 * heard from the registry, indistinguishable from a WordPress.org plugin of the same slug: say so
 * (a warning only; the upload goes ahead). docs/wordpress-sites.md says why it matters.
 */
function warnWithoutUpdateUri(manifest: Manifest, updateUri: string | undefined, registryUrl: string): void {
  if (manifest.type !== 'plugin' || updateUri === undefined) return;
  const host = hostOf(registryUrl);
  const suggestion = `${registryUrl ? registryUrl.replace(/\/$/, '') : 'https://registry.example.com'}/plugins/${manifest.slug}`;
  if (updateUri === '') {
    log(
      `Warning: ${manifest.slug} has no "Update URI:" header. Add "Update URI: ${suggestion}" to its main file: ` +
        'until a site has heard from the registry, WordPress takes a plugin without it for a WordPress.org plugin ' +
        'of the same slug and may offer that one as its update.',
    );
  } else if (host && hostOf(updateUri) !== host) {
    log(
      `Warning: ${manifest.slug}'s "Update URI: ${updateUri}" does not name the registry's host (${host}); ` +
        `sites treat it as the registry's only once the registry has answered for it. Use "Update URI: ${suggestion}".`,
    );
  }
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

function checkConnection(registryUrl: string, apiKey: string): void {
  if (!registryUrl)
    throw new PublishError(
      EXIT.failed,
      "EXTENSION_REGISTRY_URL is not set: give the registry's base URL, e.g. https://registry.example.com.",
    );
  try {
    if (!/^https?:$/.test(new URL(registryUrl).protocol)) throw new Error();
  } catch {
    throw new PublishError(EXIT.failed, `EXTENSION_REGISTRY_URL "${registryUrl}" is not an http(s) URL.`);
  }
  if (!apiKey)
    throw new PublishError(
      EXIT.failed,
      'EXTENSION_REGISTRY_KEY is not set: give an API key with the create permission.',
    );
}

/** A folder becomes `<work>/<slug>.zip`; a file is taken as the archive itself. */
async function prepareArchive(
  options: Options,
  work: string,
  sourceDateEpoch?: string,
): Promise<{ path: string; built: boolean }> {
  const source = path.resolve(options.source);
  const info = await stat(source).catch(() => {
    throw new PublishError(EXIT.failed, `${options.source} does not exist.`);
  });
  if (!info.isDirectory()) {
    if (options.slug)
      throw new PublishError(
        EXIT.failed,
        '--slug applies to a folder; a ready ZIP names its slug with its top-level folder.',
      );
    return { path: source, built: false };
  }
  const slug = options.slug ?? path.basename(source);
  const target = path.join(work, `${slug}.zip`);
  const files = await listArchiveFiles(source, await distignoreRules(source));
  // SOURCE_DATE_EPOCH (reproducible-builds.org) pins every entry's time: the same tree, the same bytes.
  const epoch = Number(sourceDateEpoch);
  await writeArchive(files, slug, target, Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : undefined);
  return { path: target, built: true };
}

/** The server's own inspection, so a bad archive is refused here before a byte is sent. */
async function check(archivePath: string, type: PackageType): Promise<Manifest> {
  try {
    return await inspectArchive(archivePath, type);
  } catch (err) {
    if (err instanceof InputError)
      throw new PublishError(EXIT.refused, `The archive was refused before upload: ${err.message}`);
    throw err;
  }
}

/** `--advisory FILE`'s text, which must be a JSON object (the registry checks the rest); undefined without it. */
async function advisoryOf(options: Options): Promise<string | undefined> {
  if (options.advisoryFile === undefined) return undefined;
  const text = await readFile(options.advisoryFile, 'utf8').catch(() => {
    throw new PublishError(EXIT.failed, `Cannot read the advisory file ${options.advisoryFile}.`);
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new PublishError(EXIT.failed, `The advisory file ${options.advisoryFile} does not hold a JSON object.`);
  return JSON.stringify(parsed);
}

async function notes(options: Options, manifest: Manifest, readme: string | undefined): Promise<string | undefined> {
  let text: string | undefined;
  if (options.notesFile) {
    text = await readFile(options.notesFile, 'utf8').catch(() => {
      throw new PublishError(EXIT.failed, `Cannot read the release notes file ${options.notesFile}.`);
    });
  } else if (readme) {
    text = changelogEntry(readme, manifest.version);
    if (text) log(`Release notes: the readme.txt changelog entry for ${manifest.version}.`);
  }
  if (text && text.length > MAX_RELEASE_NOTES) {
    throw new PublishError(
      EXIT.refused,
      `The release notes hold ${text.length} characters; at most ${MAX_RELEASE_NOTES} are accepted.`,
    );
  }
  return text || undefined;
}

interface Sending {
  options: Options;
  registryUrl: string;
  apiKey: string;
  archivePath: string;
  manifest: Manifest;
  releaseNotes?: string;
  signature?: string;
  advisory?: string;
}

async function send(sending: Sending): Promise<ExitCode> {
  const { options, registryUrl, apiKey, archivePath, manifest, releaseNotes, signature, advisory } = sending;
  const what = `${manifest.type} ${manifest.slug} ${manifest.version}`;
  const result = await upload({
    registryUrl,
    apiKey,
    type: manifest.type,
    archivePath,
    fileName: `${manifest.slug}.zip`,
    releaseNotes,
    rollout: { percent: options.rolloutPercent, rings: options.rolloutRings, gate: options.gate },
    signature,
    ...(advisory !== undefined ? { advisory } : {}),
    retries: options.retries,
    onRetry: (why, delay) => log(`Retrying in ${(delay / 1000).toFixed(1)} s: ${why}.`),
    ...(process.stdout.isTTY ? { onProgress: progressLine(process.stdout, what) } : {}),
  }).catch((err: unknown) => {
    throw new PublishError(EXIT.failed, `Cannot reach the registry at ${registryUrl}: ${describe(err)}.`);
  });
  if ('record' in result) {
    log(`Published ${what}.`);
    await report(options, result.record);
    return EXIT.published;
  }
  if (result.status === 409) return versionExists(sending, result.message, result.attempts > 1);
  if (result.status === 400 || result.status === 413)
    throw new PublishError(EXIT.refused, `The registry refused the archive: ${result.message}`);
  if (result.status === 401 || result.status === 403)
    throw new PublishError(EXIT.failed, `The registry refused the API key: ${result.message}`);
  throw new PublishError(EXIT.failed, `Upload failed (${result.status}): ${result.message}`);
}

/** 409: exit 3, or 0 with --skip-existing, or 0 when a retried try had stored these very bytes. */
async function versionExists(sending: Sending, message: string, retried: boolean): Promise<ExitCode> {
  const { options, manifest } = sending;
  const what = `${manifest.type} ${manifest.slug} ${manifest.version}`;
  // Nothing below needs the stored record then: no request for it.
  if (!retried && !options.skipExisting) throw new PublishError(EXIT.exists, message);
  // A retried upload may have been stored by the try whose answer was lost: the same bytes mean it was ours.
  const stored = await storedVersion(sending.registryUrl, sending.apiKey, manifest);
  if (retried && stored?.checksum === (await md5(sending.archivePath))) {
    log(`Published ${what} (an earlier try stored it; its answer was lost).`);
    await reportPackage(sending);
    return EXIT.published;
  }
  if (!options.skipExisting) throw new PublishError(EXIT.exists, message);
  log(`Skipped: ${message}`);
  await reportPackage(sending);
  return EXIT.published;
}

/** The package record, as a publish prints it, when the key may read it (a create-only key gets nothing). */
async function reportPackage(sending: Sending): Promise<void> {
  const record = await storedPackage(sending.registryUrl, sending.apiKey, sending.manifest);
  if (record) await report(sending.options, record);
}

type Reported = { version: string; download_link: string };

/** The record on stdout; version and download_link also as GitHub Actions outputs when asked. */
async function report(options: Options, record: Reported): Promise<void> {
  process.stdout.write(`${JSON.stringify(record, null, 2)}\n`);
  if (options.githubOutput) {
    await appendFile(options.githubOutput, `version=${record.version}\ndownload_link=${record.download_link}\n`);
  }
}

/**
 * The package as the upload answer gives it (a list item: the same fields, so `jq .slug` reads
 * the same in every case). The list is the one place that shape is served: searched by slug, and
 * paged in case the slug is also part of other packages' names or descriptions.
 */
async function storedPackage(
  registryUrl: string,
  apiKey: string,
  manifest: Manifest,
): Promise<PackageRecord | undefined> {
  const kind = pluralOf(manifest.type);
  try {
    for (let page = 1, pages = 1; page <= pages; page++) {
      const url = endpoint(registryUrl, kind);
      url.search = new URLSearchParams({ search: manifest.slug, per_page: '100', page: String(page) }).toString();
      const response = await fetch(url, { headers: { 'X-API-KEY': apiKey, Accept: 'application/json' } });
      if (!response.ok) {
        log(`(Cannot read the stored package: ${await errorMessage(response)})`);
        return undefined;
      }
      const list = (await response.json()) as { info: { pages: number } } & Record<typeof kind, PackageRecord[]>;
      const found = list[kind].find((item) => item.slug === manifest.slug);
      if (found) return found;
      pages = list.info.pages;
    }
  } catch {
    // Only a nicety: the exit code already says what happened.
  }
  return undefined;
}

/** The stored version's record, when the key may read it (a create-only key gets nothing). */
async function storedVersion(
  registryUrl: string,
  apiKey: string,
  manifest: Manifest,
): Promise<(Reported & { checksum: string }) | undefined> {
  const url = endpoint(
    registryUrl,
    `${pluralOf(manifest.type)}/${manifest.slug}/versions/${encodeURIComponent(manifest.version)}`,
  );
  try {
    const response = await fetch(url, { headers: { 'X-API-KEY': apiKey, Accept: 'application/json' } });
    if (response.ok) return (await response.json()) as Reported & { checksum: string };
    log(`(Cannot read the stored version: ${await errorMessage(response)})`);
  } catch {
    // Only a nicety: the exit code already says what happened.
  }
  return undefined;
}

async function md5(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function sizeOf(file: string): Promise<string> {
  const { size } = await stat(file);
  return size < 1024 * 1024 ? `${(size / 1024).toFixed(1)} KiB` : `${(size / 1024 / 1024).toFixed(1)} MiB`;
}

/** Runs main and turns every failure into its message and exit code. */
export async function run(): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2), process.env);
  } catch (err) {
    if (err instanceof PublishError) {
      log(err.message);
      process.exitCode = err.exitCode;
    } else {
      log(`registry-publish failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = EXIT.failed;
    }
  }
}
