import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareVersions } from '../../src/packages/version-compare.js';
import { type RegistryClient, uploadPlugin, uploadTheme, versionPath } from '../support/client.js';
import { md5, pluginZip, themeZip } from '../support/packages.js';
import { filesUnder } from '../support/raw-http.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

/** Many writers on one package at once: every acknowledged write holds, exactly one latest. */
let server: TestServer;
let api: RegistryClient;

useTestServer((started) => ({ server, api } = started));

const checksumOf = (link: string) => /-([0-9a-f]{32})\.zip$/.exec(new URL(link).pathname)![1];

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('50 uploads of one plugin, mixed with PATCH latest and deletes', () => {
  it('keeps every acknowledged upload, loses every deleted version with its file, and has exactly one latest', async () => {
    const slug = 'busy';
    const existing = Array.from({ length: 10 }, (_, i) => `1.0.${i}`);
    for (const version of existing)
      expect((await uploadPlugin(api, pluginZip({ slug, version }))).response.status).toBe(201);

    const uploads = shuffle(Array.from({ length: 50 }, (_, i) => `2.0.${i}`));
    const uploaded = new Map<string, number>();
    const deleted = new Map<string, string>(); // version -> checksum of the removed archive
    const refusedLatest: string[] = [];
    const patchedLatest: string[] = [];
    const statuses: Record<string, number[]> = { upload: [], patch: [], delete: [] };

    const remove = async (version: string) => {
      const { response, data } = await api.DELETE('/plugins/{slug}/versions/{version}', versionPath(slug, version));
      statuses.delete.push(response.status);
      if (response.status === 200) deleted.set(version, data!.checksum);
      if (response.status === 400) refusedLatest.push(version);
    };
    const upload = async (version: string, index: number) => {
      const { response } = await uploadPlugin(api, pluginZip({ slug, version }), `Release ${version}`);
      uploaded.set(version, response.status);
      statuses.upload.push(response.status);
      if (response.status === 201 && index % 5 === 0) await remove(version); // known to exist now; may be latest
    };
    const makeLatest = async (version: string) => {
      const { response } = await api.PATCH('/plugins/{slug}/versions/{version}', {
        ...versionPath(slug, version),
        body: { latest: true },
      });
      statuses.patch.push(response.status);
      if (response.status === 200) patchedLatest.push(version);
    };

    await Promise.all([
      ...uploads.map(upload),
      ...Array.from({ length: 20 }, () => makeLatest(existing[Math.floor(Math.random() * existing.length)])),
      ...existing.slice(0, 5).map(remove),
    ]);

    // Distinct versions never conflict: all 50 are acknowledged (DESIGN: writers wait, not fail).
    expect(statuses.upload).toEqual(Array(50).fill(201));
    expect(statuses.patch.every((s) => s === 200 || s === 404)).toBe(true); // 404: deleted meanwhile
    expect(statuses.delete.every((s) => s === 200 || s === 400)).toBe(true); // 400: it was latest then
    console.info(
      `writes: 50 uploads, ${statuses.patch.length} PATCH latest (${patchedLatest.length} applied), ${statuses.delete.length} deletes (${deleted.size} done, ${refusedLatest.length} refused as latest)`,
    );

    const { data: versions } = await api.GET('/plugins/{slug}/versions', { params: { path: { slug } } });
    const expected = [...existing, ...uploads].filter((v) => !deleted.has(v)).sort((a, b) => compareVersions(b, a));
    expect(versions!.map((v) => v.version)).toEqual(expected);
    for (const [version, checksum] of deleted) {
      expect((await api.GET('/plugins/{slug}/versions/{version}', versionPath(slug, version))).response.status).toBe(
        404,
      );
      expect(
        fs.existsSync(path.join(server.dataDir, 'archives', 'plugins', slug, `${slug}-${version}-${checksum}.zip`)),
      ).toBe(false);
    }

    const latest = versions!.filter((v) => v.latest);
    expect(latest).toHaveLength(1);
    // The flag is on an upload (one higher than the latest of its moment) or on a version a PATCH
    // moved it to. Not necessarily the highest upload: a PATCH may move the flag off it, its
    // delete then succeeds, and a later, lower upload is again higher than the latest.
    expect([...uploads, ...patchedLatest]).toContain(latest[0].version);

    const { data: plugin } = await api.GET('/plugins/{slug}', { params: { path: { slug } } });
    expect(plugin!.version).toBe(latest[0].version);
    expect(checksumOf(plugin!.download_link)).toBe(latest[0].checksum);
    const download = await fetch(plugin!.download_link);
    expect(md5(Buffer.from(await download.arrayBuffer()))).toBe(latest[0].checksum);

    // The archive folder holds exactly one file per remaining version.
    expect(filesUnder(server.dataDir, 'archives').filter((f) => f.startsWith(`archives/plugins/${slug}/`))).toEqual(
      versions!.map((v) => `archives/plugins/${slug}/${slug}-${v.version}-${v.checksum}.zip`).sort(),
    );
    expect(filesUnder(server.dataDir, 'tmp')).toEqual([]);
  }, 60_000);
});

describe('one version uploaded 10 times at once', () => {
  it.each([
    ['the same bytes', 'twin', () => pluginZip({ slug: 'twin', version: '3.0.0' })],
    [
      'different bytes',
      'twin-bytes',
      (i: number) => pluginZip({ slug: 'twin-bytes', version: '3.0.0', description: `copy ${i}` }),
    ],
  ])('of %s: exactly one 201 and nine 409, and the stored archive is the winner', async (_label, slug, archiveOf) => {
    const archives = Array.from({ length: 10 }, (_, i) => archiveOf(i));
    const results = await Promise.all(archives.map((archive) => uploadPlugin(api, archive)));
    const statuses = results.map((r) => r.response.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const r of results.filter((x) => x.response.status === 409)) {
      expect(r.error).toEqual({
        status: 409,
        error: 409,
        messages: { error: `Version 3.0.0 of ${slug} already exists.` },
      });
    }
    const winner = archives[results.findIndex((r) => r.response.status === 201)];
    const { data } = await api.GET('/plugins/{slug}/versions/{version}', versionPath(slug, '3.0.0'));
    expect(data!.checksum).toBe(md5(winner));
    const download = Buffer.from(await (await fetch(data!.download_link)).arrayBuffer());
    expect(download.equals(winner)).toBe(true);
    expect(filesUnder(server.dataDir, 'archives').filter((f) => f.includes(`/${slug}/`))).toEqual([
      `archives/plugins/${slug}/${slug}-3.0.0-${md5(winner)}.zip`,
    ]);
    expect(filesUnder(server.dataDir, 'tmp')).toEqual([]);
  });

  it('of a theme: exactly one 201 and nine 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => uploadTheme(api, themeZip({ slug: 'twin-theme', version: '1.0.0' }))),
    );
    expect(results.map((r) => r.response.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const { data } = await api.GET('/themes/{slug}/versions', { params: { path: { slug: 'twin-theme' } } });
    expect(data!.map((v) => [v.version, v.latest])).toEqual([['1.0.0', true]]);
  });
});
