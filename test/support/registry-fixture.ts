/**
 * A registry with every kind of record, built through the storage contract (signed and unsigned
 * versions, a withdrawn and a halted rollout, a theme with its kept screenshot, package settings,
 * keys one of them revoked, sites one of them with a ring and holds, advisories, audit entries
 * of every source), and a picture of everything a storage holds, to compare two storages whole.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AdapterStorage, AuditStamp, Storage } from '../../src/storage/types.js';
import { newVersion } from '../storage/conformance/context.js';
import { siteChangeRule } from '../../src/registry/site-change.js';
import { replacesKept } from '../../src/registry/outcome-keeping.js';
import { addVersion, updatePackage, updateRollout, updateVersion } from '../../src/registry/package-writes.js';

const ci: AuditStamp = { actor: { keyId: 'key_0c5e8f2b9d14', keyName: 'acme-ci' }, requestId: 'req-fixture' };
const cli: AuditStamp = { actor: { cli: 'keys' }, requestId: null };
/** Any base64 of 64 bytes: storage keeps a signature unchecked. */
const signature = (seed: string) => createHash('sha512').update(seed).digest('base64');
/** A few bytes standing for a PNG: storage keeps a screenshot as it is given. */
/** Any base64 of 32 bytes stands for a site's Ed25519 public key here. */
const ENROLLED_KEY = createHash('sha256').update('enrolled').digest('base64');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

export async function fillRegistry(storage: AdapterStorage): Promise<void> {
  const upload = (spec: Parameters<typeof newVersion>[1]) => addVersion(storage, newVersion(storage, spec).input, ci);
  await upload({ version: '1.0.0', signature: signature('1.0.0') });
  await upload({ version: '1.1.0' });
  await upload({ version: '1.2.0', signature: signature('1.2.0'), notes: 'Bad **release**.' });
  await updateRollout(storage, 'plugin', 'acme-forms', '1.2.0', { withdrawn: true }, ci);
  await updateRollout(storage, 'plugin', 'acme-forms', '1.1.0', { halted: true, percent: 20, rings: ['canary'] }, ci);
  await updateVersion(storage, 'plugin', 'acme-forms', '1.0.0', { releaseNotes: 'Edited notes.' }, ci);
  await updatePackage(
    storage,
    'plugin',
    'acme-forms',
    { homepage: 'https://acme.example/forms', bannerLow: 'https://acme.example/b.png' },
    ci,
  );
  await upload({ slug: 'b-seo', version: '2.0.0', name: 'B SEO' });
  await upload({ slug: 'b-seo', version: '1.9.0', name: 'B SEO' });
  await addVersion(storage, themeWithScreenshot(storage), ci);

  await storage.keys.create(key('ci', 'a'), cli);
  await storage.keys.create(key('old', 'b'), cli);
  await storage.keys.revoke('key_00000000000b', cli);

  const checkIn = (url: string, packages: Array<{ slug: string; version: string }>) =>
    storage.sites.record({
      url,
      wpVersion: '6.5.2',
      phpVersion: '8.2.20',
      locale: 'en_US',
      lastSeen: '2030-01-02T03:04:05.000Z',
      packages: packages.map((p) => ({ type: 'plugin' as const, ...p })),
      declaredRing: 'beta',
    });
  await checkIn('https://shop.example.com', [{ slug: 'acme-forms', version: '1.0.0' }]);
  await checkIn('https://blog.example.com', [{ slug: 'b-seo', version: '2.0.0' }]);
  const shop = (
    await storage.sites.list({ search: 'shop', seenSince: '2000-01-01T00:00:00.000Z', offset: 0, limit: 1 })
  ).sites[0];
  await storage.sites.change(
    shop.id,
    siteChangeRule({ ring: 'canary', holds: { plugins: ['acme-forms'], themes: [] } }),
    ci,
  );
  // An enrolled site (site identity): its key, and a signed check-in of its own.
  await storage.sites.enroll(
    { url: 'https://enrolled.example.com', publicKey: ENROLLED_KEY, time: '2030-01-02T03:04:05.000Z' },
    ci,
  );
  await storage.sites.record({
    url: 'https://enrolled.example.com',
    wpVersion: '6.6',
    phpVersion: '8.3.1',
    locale: 'de_DE',
    lastSeen: '2030-01-02T04:00:00.000Z',
    packages: [{ type: 'theme', slug: 'acme-blocks', version: '3.0.0' }],
    verified: true,
    writeIf: { unenrolled: false },
  });
  // What it reported (update outcomes): an install, and a failure of the version before.
  const enrolled = (
    await storage.sites.list({ search: 'enrolled', seenSince: '2000-01-01T00:00:00.000Z', offset: 0, limit: 1 })
  ).sites[0];
  const report = { type: 'theme' as const, slug: 'acme-blocks', from: '2.0.0', code: '', message: '' };
  // The failure counts (a check-in backed it); the install is kept but ignored: both kinds round-trip.
  await storage.sites.report(
    enrolled.id,
    [
      {
        report: {
          ...report,
          id: 'r1',
          to: '2.9.0',
          result: 'failed',
          code: 'download_failed',
          message: 'Download failed.',
          time: '2030-01-02T03:30:00.000Z',
        },
        counts: true,
        received: '2030-01-02T03:31:00.000Z',
      },
      {
        report: { ...report, id: 'r2', to: '3.0.0', result: 'installed', time: '2030-01-02T03:50:00.000Z' },
        counts: false,
        received: '2030-01-02T03:50:01.000Z',
      },
    ],
    replacesKept,
  );
  // Adoption history (the console's chart): two days of one package.
  await storage.adoption.record({ type: 'plugin', slug: 'acme-forms', date: '2030-01-01', versions: { '1.0.0': 2 } });
  await storage.adoption.record({
    type: 'plugin',
    slug: 'acme-forms',
    date: '2030-01-02',
    versions: { '1.1.0': 1, '1.0.0': 1 },
  });
  // Advisories: the registry's own (with its entry) and an imported one with its source's notice.
  await storage.advisories.put(
    {
      id: 'REG-2030-1',
      aliases: ['CVE-2030-0001'],
      summary: 'Stored XSS',
      details: 'Update to **1.1.0**.',
      severity: 'high',
      cvss: { vector: 'CVSS:3.1/AV:N/AC:L/PR:L/UI:R/S:C/C:L/I:L/A:N', score: 5.4 },
      affected: [{ type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '0', fixed: '1.1.0' }] }],
      references: [{ url: 'https://acme.example/security' }],
      published: '2030-01-01T00:00:00.000Z',
      modified: '2030-01-01T00:00:00.000Z',
      withdrawn: null,
      source: 'registry',
      notice: null,
    },
    ci,
  );
  await storage.advisories.put({
    id: 'GHSA-abcd-efgh-ijkl',
    aliases: [],
    summary: 'No fix yet',
    details: '',
    severity: 'medium',
    cvss: null,
    affected: [{ type: 'theme', slug: 'acme-blocks', ranges: [{ introduced: '2.0.0', lastAffected: '3.0.0' }] }],
    references: [],
    published: '2030-01-02T00:00:00.000Z',
    modified: '2030-01-02T00:00:00.000Z',
    withdrawn: '2030-01-03T00:00:00.000Z',
    source: 'osv',
    notice: 'Copyright the source.',
  });
  await storage.audit.append({
    action: 'plugin.upload.refused',
    type: 'plugin',
    slug: 'acme-forms',
    version: '9.9.9',
    actor: ci.actor,
    requestId: 'req-refused',
    changes: {},
  });
  // A health gate's stop, with the evidence it acted on.
  await storage.audit.append({
    action: 'theme.version.rollout',
    type: 'theme',
    slug: 'acme-blocks',
    version: '2.9.0',
    actor: { gate: true },
    requestId: 'req-gate',
    changes: { halted: [false, true] },
    evidence: {
      counts: { sites: 1, failed: 1, unhealthy: 0, ignored: 0 },
      outcomes: [
        {
          site: enrolled.id,
          report: 'r1',
          result: 'failed',
          code: 'download_failed',
          time: '2030-01-02T03:30:00.000Z',
        },
      ],
    },
  });
}

function key(name: string, id: string) {
  return {
    id: `key_00000000000${id}`,
    name,
    hash: createHash('sha256').update(name).digest('hex'),
    scopes: { plugins: ['read' as const], themes: ['read' as const] },
    createdAt: `2030-01-01T00:00:0${id === 'a' ? 1 : 2}.000Z`,
  };
}

function themeWithScreenshot(storage: AdapterStorage) {
  const { input } = newVersion(storage, { type: 'theme', slug: 'acme-blocks', version: '3.0.0', name: 'Acme Blocks' });
  const screenshotPath = path.join(storage.tempDir, `shot-${randomBytes(6).toString('hex')}.png`);
  fs.writeFileSync(screenshotPath, PNG);
  return { ...input, manifest: { ...input.manifest, screenshot: 'screenshot.png' as const }, screenshotPath };
}

const sha = (bytes: Buffer) => createHash('sha384').update(bytes).digest('hex');

async function bytesOf(stream: AsyncIterable<Buffer> | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Everything a storage holds, read twice over: through a snapshot (whole records, every archive's
 * and screenshot's SHA-384) and through the contract's ordinary reads (what the service answers).
 */
export async function everything(storage: Storage) {
  const snapshot = await storage.bulk.snapshot(async (view) => {
    const packages = [];
    for await (const { package: pkg, versions } of view.packages()) {
      const files = [];
      for (const v of versions) {
        const archive = await bytesOf((await storage.bulk.archive(v)) as AsyncIterable<Buffer> | undefined);
        const shot = await storage.versions.screenshot(v);
        files.push({ version: v.version, archive: archive && sha(archive), screenshot: shot && sha(shot) });
      }
      packages.push({ package: pkg, versions, files });
    }
    const collect = async <T>(items: AsyncIterable<T>) => {
      const all: T[] = [];
      for await (const item of items) all.push(item);
      return all;
    };
    return {
      packages: packages.sort((a, b) =>
        `${a.package.type}~${a.package.slug}` < `${b.package.type}~${b.package.slug}` ? -1 : 1,
      ),
      keys: await collect(view.keys()),
      sites: (await collect(view.sites())).sort((a, b) => (a.url < b.url ? -1 : 1)),
      outcomes: (await collect(view.outcomes())).sort((a, b) => (a.report.id < b.report.id ? -1 : 1)),
      adoption: await collect(view.adoption()),
      advisories: await collect(view.advisories()),
      audit: (await collect(view.audit())).sort((a, b) => (a.id < b.id ? -1 : 1)),
    };
  });
  const reads = {
    plugins: await storage.listPackages('plugin', { offset: 0, limit: 100 }),
    themes: await storage.listPackages('theme', { offset: 0, limit: 100 }),
    versions: await Promise.all(snapshot.packages.map((p) => storage.versions.list(p.package.type, p.package.slug))),
    keys: await storage.keys.list(),
    sites: await storage.sites.list({ seenSince: '2000-01-01T00:00:00.000Z', offset: 0, limit: 100 }),
    audit: await storage.audit.list({ offset: 0, limit: 1000 }),
    adoption: await storage.adoption.list('plugin', 'acme-forms', '2000-01-01'),
    advisories: await storage.advisories.list({ type: 'theme', slug: 'acme-blocks' }),
  };
  return { snapshot, reads };
}
