import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { childEnv, createKeyWithCli, startChildServer } from '../support/child-server.js';
import { registryClient } from '../support/client.js';
import { md5, pluginZip } from '../support/packages.js';
import { stopProcess } from '../support/processes.js';
import { answerTo, filesUnder, multipartBody, uploadRequest } from '../support/raw-http.js';

/** SIGTERM during a slowly streamed upload: the upload still completes (201) and survives a restart. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SIGTERM during an upload', () => {
  it('lets the in-flight upload finish with 201, refuses new connections, exits 0, and the version is there after restart', async () => {
    const env = await childEnv();
    const key = await createKeyWithCli(env, 'plugins:read,create');
    const archive = pluginZip({
      slug: 'late-upload',
      version: '4.2.0',
      files: { 'assets/blob.txt': randomBytes(384 * 1024).toString('base64') },
    });
    const { body, contentType } = multipartBody([
      { name: 'plugin', filename: 'late-upload.zip', data: archive },
      { name: 'release_notes', data: 'Sent while the server was stopping.' },
    ]);

    const first = await startChildServer(env);
    const exited = new Promise<number | null>((resolve) => first.process.once('exit', (code) => resolve(code)));
    // On a connection of its own, closed after the answer: a kept-alive socket would hold the
    // exit until the server's keep-alive timeout.
    const request = uploadRequest(first.url, {
      'X-API-KEY': key,
      'Content-Type': contentType,
      'Content-Length': body.length,
    });
    const answered = answerTo(request);

    const chunk = 32 * 1024;
    request.write(body.subarray(0, chunk));
    await sleep(300); // the server is spooling the archive
    first.process.kill('SIGTERM');
    await sleep(300);
    await expect(fetch(`${first.url}/healthz`)).rejects.toThrow(); // no new connections
    for (let at = chunk; at < body.length; at += chunk) {
      request.write(body.subarray(at, at + chunk));
      await sleep(25);
    }
    request.end();

    const answer = await answered;
    const answeredAt = Date.now();
    expect(answer.status, answer.text).toBe(201);
    expect(JSON.parse(answer.text)).toMatchObject({ slug: 'late-upload', version: '4.2.0' });
    expect(await exited).toBe(0);
    expect(Date.now() - answeredAt).toBeLessThan(3000);
    expect(first.output()).toContain('shutting down');
    expect(filesUnder(env.REGISTRY_DATA_DIR!, 'tmp')).toEqual([]);

    const second = await startChildServer(env);
    try {
      const api = registryClient(second.url, key);
      const { data } = await api.GET('/plugins/{slug}/versions/{version}', {
        params: { path: { slug: 'late-upload', version: '4.2.0' } },
      });
      expect(data).toMatchObject({
        version: '4.2.0',
        latest: true,
        release_notes: 'Sent while the server was stopping.',
        checksum: md5(archive),
      });
      const download = Buffer.from(await (await fetch(data!.download_link)).arrayBuffer());
      expect(download.equals(archive)).toBe(true);
    } finally {
      await stopProcess(second.process);
    }
  }, 90_000);
});
