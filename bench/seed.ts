/**
 * Seeds a local-adapter data dir through the storage SDK (no HTTP): every version gets its own
 * copy of one small real archive, since storing a version moves the file into place.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generateKey } from '../src/auth/api-keys.js';
import { loadConfig } from '../src/config.js';
import type { PluginManifest, ThemeManifest } from '../src/packages/manifest.js';
import { createStorage } from '../src/storage/index.js';
import type { AdapterStorage, Storage } from '../src/storage/types.js';
import { pluginZip, themeZip } from '../test/support/packages.js';
import { addVersion, updateRollout } from '../src/registry/package-writes.js';

const ADJECTIVES = [
  'acme',
  'swift',
  'smart',
  'simple',
  'secure',
  'social',
  'rapid',
  'modern',
  'super',
  'easy',
  'pro',
  'ultra',
  'lean',
  'bright',
  'clever',
  'solid',
];
const NOUNS = [
  'forms',
  'gallery',
  'seo',
  'cache',
  'shop',
  'slider',
  'backup',
  'events',
  'booking',
  'analytics',
  'mailer',
  'members',
  'search',
  'maps',
  'popup',
  'portfolio',
  'reviews',
  'tables',
  'chat',
  'video',
];
/** Words the search scenario looks for: each matches roughly 1/20 of the packages. */
export const SEARCH_TERMS = NOUNS;

export interface SeedOptions {
  plugins: number;
  themes: number;
  versions: number;
  log?: (line: string) => void;
  /** Environment for the storage (e.g. REGISTRY_STORAGE=azure and its account); default: the local adapter in the data dir. */
  storageEnv?: Record<string, string>;
  /** Packages seeded at once (versions of one package always in turn); 1 for SQLite, more for Azure's round trips. */
  concurrency?: number;
}

export interface Seeded {
  pluginSlugs: string[];
  themeSlugs: string[];
  /** An API key with every permission on plugins, themes, sites and the audit trail. */
  key: string;
  seconds: number;
}

const title = (word: string) => word[0].toUpperCase() + word.slice(1);
const words = (i: number) => [
  ADJECTIVES[i % ADJECTIVES.length],
  NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length],
];
export const pluginSlug = (i: number) => `${words(i).join('-')}-${i}`;
export const themeSlug = (i: number) => `${words(i * 7).join('-')}-theme-${i}`;
const versionOf = (k: number) => `1.${k}.0`;

function releaseNotes(slug: string, version: string): string {
  return `### ${version}\n\n* **Fixed** the settings screen of *${slug}* on small screens.\n* Added a [changelog link](https://example.com/${slug}/${version}).\n* Faster \`${slug}_query()\` for large sites.\n\nThanks to everyone who reported issues.`;
}

function pluginManifest(i: number, version: string): PluginManifest {
  const [adjective, noun] = words(i);
  const slug = pluginSlug(i);
  return {
    type: 'plugin',
    slug,
    version,
    name: `${title(adjective)} ${title(noun)} ${i}`,
    shortDescription: `A ${adjective} ${noun} plugin for WordPress: quick to set up, light on the database, translated into 20 languages.`,
    requires: '6.0',
    tested: '6.6',
    requiresPhp: '7.4',
    authorName: 'Bench Labs',
    authorUri: 'https://bench.example.com',
    descriptionHtml: `<p>${title(adjective)} ${title(noun)} adds ${noun} to your site.</p><ul><li>Blocks and shortcodes</li><li>Works with any theme</li><li>GDPR friendly</li></ul><p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8)}</p>`,
  };
}

function themeManifest(i: number, version: string): ThemeManifest {
  const [adjective, noun] = words(i * 7);
  return {
    type: 'theme',
    slug: themeSlug(i),
    version,
    name: `${title(adjective)} ${title(noun)} Theme ${i}`,
    description: `A ${adjective} block theme for ${noun} sites. ${'Clean typography, full site editing and wide blocks. '.repeat(3)}`,
    tags: ['block-patterns', 'full-site-editing', 'one-column', noun],
    requires: '6.2',
    requiresPhp: '7.4',
    authorName: 'Bench Labs',
    authorUri: 'https://bench.example.com',
  };
}

export async function openStorage(dataDir: string, storageEnv: Record<string, string> = {}): Promise<AdapterStorage> {
  return createStorage(
    loadConfig({ REGISTRY_DATA_DIR: dataDir, REGISTRY_BASE_URL: 'http://127.0.0.1:1', ...storageEnv }),
  );
}

export async function createKey(storage: Storage): Promise<string> {
  const { key, id, hash } = generateKey();
  const all = ['read', 'create', 'update', 'delete'] as const;
  await storage.keys.create({
    id,
    name: 'bench',
    hash,
    scopes: {
      plugins: [...all],
      themes: [...all],
      sites: ['read', 'update', 'delete', 'enroll'],
      audit: ['read'],
    },
    // The bench enrolls a fleet of made-up sites with this one key (keys create --sites 100000).
    enrollment: { sites: 100_000 },
    createdAt: new Date().toISOString(),
  });
  return key;
}

/**
 * Release control in use, as an organization staging its releases has it: every 10th plugin's
 * latest version reaches 30 % of the sites and the canary ring, and as many others have their
 * second-highest version halted. (Sites' rings and holds are set by the sites step.)
 */
async function stageReleases(storage: Storage, options: SeedOptions): Promise<void> {
  if (options.versions < 2) return;
  for (let i = 0; i < options.plugins; i += 10) {
    await updateRollout(storage, 'plugin', pluginSlug(i), versionOf(options.versions - 1), {
      percent: 30,
      rings: ['canary'],
    });
    if (i + 5 < options.plugins)
      await updateRollout(storage, 'plugin', pluginSlug(i + 5), versionOf(options.versions - 2), {
        halted: true,
      });
  }
}

/** Seeds `dataDir` (created if needed) and returns the slugs and a full-access key. */
export async function seed(dataDir: string, options: SeedOptions): Promise<Seeded> {
  const started = performance.now();
  fs.mkdirSync(dataDir, { recursive: true });
  const storage = await openStorage(dataDir, options.storageEnv);
  try {
    const pluginBytes = pluginZip({ slug: 'bench-seed', version: '1.0.0' });
    const themeBytes = themeZip({ slug: 'bench-seed', version: '1.0.0' });
    let spool = 0;
    const add = async (manifest: PluginManifest | ThemeManifest, bytes: Buffer) => {
      const archivePath = path.join(storage.tempDir, `seed-${spool++}.zip`);
      fs.writeFileSync(archivePath, bytes);
      const checksum = createHash('md5').update(bytes).update(manifest.slug).digest('hex');
      const sha384 = createHash('sha384').update(bytes).digest('hex');
      await addVersion(storage, {
        manifest,
        checksum,
        sha384,
        sha1: createHash('sha1').update(bytes).digest('hex'),
        sha256: createHash('sha256').update(bytes).digest('hex'),
        size: bytes.length,
        releaseNotes: releaseNotes(manifest.slug, manifest.version),
        archivePath,
      });
    };
    const step = Math.max(1, Math.round(options.plugins / 10));
    let done = 0;
    await inTurns(options.plugins, options.concurrency ?? 1, async (i) => {
      for (let k = 0; k < options.versions; k++) await add(pluginManifest(i, versionOf(k)), pluginBytes);
      if (options.log && ++done % step === 0 && options.plugins >= 20_000) {
        options.log(
          `  seeded ${done}/${options.plugins} plugins (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    });
    const pluginSlugs = Array.from({ length: options.plugins }, (_, i) => pluginSlug(i));
    await stageReleases(storage, options);
    await inTurns(options.themes, options.concurrency ?? 1, async (i) => {
      for (let k = 0; k < options.versions; k++) await add(themeManifest(i, versionOf(k)), themeBytes);
    });
    const themeSlugs = Array.from({ length: options.themes }, (_, i) => themeSlug(i));
    const key = await createKey(storage);
    return { pluginSlugs, themeSlugs, key, seconds: (performance.now() - started) / 1000 };
  } finally {
    await storage.close();
  }
}

/** `work(0)` to `work(count - 1)`, `concurrency` at a time. */
async function inTurns(count: number, concurrency: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
