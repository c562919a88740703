/**
 * Deeply nested JSON (issue 47): a 4 MB update check nested two million levels deep held the
 * event loop for most of a second, parsed before its signature was checked. Now every JSON body
 * is refused past MAX_JSON_DEPTH levels before it is parsed: 400 in the error shape, costing no
 * more than a flat body of its size, while /healthz keeps answering.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../src/http/json-depth.js';
import { SPEC_PATH } from '../../src/spec.js';
import { isErrorBody, rawRequest } from '../support/raw-http.js';
import type { TestServer } from '../support/server.js';
import { useTestServer } from '../support/use-test-server.js';

let server: TestServer;
let key: string;
useTestServer((started) => ({ server, key } = started));

const LEVELS = 2_000_000;
const DEEP = Buffer.from(`${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}`); // 4 000 000 bytes
/** A valid update check of the same size: one long field, which the check ignores. */
const FLAT = (() => {
  const head = JSON.stringify({ site: { url: 'https://shop.example' }, record: false, padding: '' });
  return Buffer.from(head.replace('"padding":""', `"padding":"${'x'.repeat(DEEP.length - head.length)}"`));
})();

const checkUpdates = (body: Buffer, headers: Record<string, string> = {}) =>
  rawRequest(server.url, '/update-check', {
    method: 'POST',
    body,
    headers: { 'X-API-KEY': key, 'Content-Type': 'application/json', ...headers },
    timeoutMs: 60_000,
  });

/**
 * The median times of `rounds` requests of each kind, sent in turns (so a busy moment of the
 * machine falls on both alike), in ms: compared with each other, never asserted alone.
 */
async function medianMs(kinds: Array<() => Promise<unknown>>, rounds = 7): Promise<number[]> {
  const spent = kinds.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++)
    for (const [i, send] of kinds.entries()) {
      const start = process.hrtime.bigint();
      await send();
      spent[i].push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  return spent.map((times) => times.sort((a, b) => a - b)[Math.floor(rounds / 2)]);
}

describe('a deeply nested JSON body', () => {
  it('a 4 MB update check nested two million levels deep: 400 in the error shape, before its signature is looked at', async () => {
    expect(DEEP.length).toBe(FLAT.length);
    // Signed by a site that is not enrolled: the signature check would answer 401, after the parse.
    const signed = {
      'X-Site-Id': `site_${randomBytes(8).toString('hex')}`,
      'X-Site-Time': String(Math.floor(Date.now() / 1000)),
      'X-Site-Signature': randomBytes(64).toString('base64'),
    };
    for (const headers of [{}, signed]) {
      const response = await checkUpdates(DEEP, headers);
      expect(response.status).toBe(400);
      expect(isErrorBody(response.text, 400)).toBe(true);
      expect(JSON.parse(response.text).messages.error).toBe(
        `The JSON body nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels.`,
      );
    }
    expect((await checkUpdates(FLAT)).status).toBe(200);
  });

  it('is refused at no more cost than a flat body of its size is answered, and /healthz answers meanwhile', async () => {
    await checkUpdates(FLAT); // the operation's validators compiled before either is timed
    const [flat, deep] = await medianMs([() => checkUpdates(FLAT), () => checkUpdates(DEEP)]);
    // Parsed, the deep body cost 10-30 times the flat one; refused unparsed, less than it.
    expect(deep, `deep ${deep} ms, flat ${flat} ms`).toBeLessThan(flat * 3);
    const [health, ...refused] = await Promise.all([
      rawRequest(server.url, '/healthz'),
      ...Array.from({ length: 4 }, () => checkUpdates(DEEP)),
    ]);
    expect(health.status).toBe(200);
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400]);
  });

  it('on every operation that takes JSON: a PATCH nested 33 levels deep is refused, one of 32 reaches validation', async () => {
    const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    const patch = (body: string) =>
      rawRequest(server.url, '/plugins/absent', {
        method: 'PATCH',
        body,
        headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' },
      });
    const deeper = await patch(nested(MAX_JSON_DEPTH + 1));
    expect(deeper.status).toBe(400);
    expect(JSON.parse(deeper.text).messages.error).toMatch(/deeper than 32 levels/);
    const within = await patch(nested(MAX_JSON_DEPTH));
    expect(JSON.parse(within.text).messages.error).not.toMatch(/deeper than/); // the schema's refusal
  });

  it('in UTF-16 (whose bytes would hide its brackets from the scan): 415, the charset refused', async () => {
    const response = await checkUpdates(Buffer.from(`\ufeff${'['.repeat(100)}${']'.repeat(100)}`, 'utf16le'), {
      'Content-Type': 'application/json; charset=utf-16',
    });
    expect(response.status).toBe(415);
    expect(isErrorBody(response.text, 415)).toBe(true);
    expect(JSON.parse(response.text).messages.error).toBe('JSON bodies must be UTF-8, not utf-16.');
  });
});

describe('the depth scan', () => {
  const deeper = (text: string, limit = 2) => nestsDeeperThan(Buffer.from(text), limit);

  it('counts objects and arrays open at once, not brackets in strings or escapes', () => {
    expect(deeper('[[1],{"a":2},[]]')).toBe(false);
    expect(deeper('[[1],{"a":[2]}]')).toBe(true);
    expect(deeper('[[[1]]]')).toBe(true);
    expect(deeper('{"a":{"b":{}}}')).toBe(true);
    expect(deeper('["[[[[", "\\"[[[[", "\\\\", [1]]')).toBe(false);
    expect(deeper('["\\\\", [[1]]]')).toBe(true); // an escaped backslash ends no string
    expect(deeper('{"ü[[[": ["€{{{"]}')).toBe(false);
  });

  it('stops at the first bracket past the limit: what follows is never read', () => {
    const text = Buffer.from(`[[[${'x'.repeat(1000)}`);
    // A view whose bytes after the fourth throw: the scan must not reach them.
    const guarded = new Proxy(text, {
      get: (target, prop) => {
        if (typeof prop === 'string' && /^\d+$/.test(prop) && Number(prop) > 3) throw new Error(`read byte ${prop}`);
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    expect(nestsDeeperThan(guarded, 2)).toBe(true);
  });

  it('every JSON request body the spec describes fits the limit, its examples among them; the spec and docs state it', () => {
    const spec = YAML.parse(fs.readFileSync(SPEC_PATH, 'utf8')) as Record<string, unknown>;
    const resolve = (node: unknown): Record<string, unknown> => {
      const ref = (node as { $ref?: string }).$ref;
      return ref
        ? resolve(
            ref
              .split('/')
              .slice(1)
              .reduce<any>((at, part) => at[part], spec),
          )
        : (node as never);
    };
    // The depth of the fields a schema names (fields it lets through unnamed are the sender's own).
    const schemaDepth = (node: unknown, seen: unknown[] = []): number => {
      const schema = resolve(node);
      if (seen.includes(schema)) throw new Error('a recursive request schema has no depth bound');
      const inner = (children: unknown[]) => Math.max(0, ...children.map((c) => schemaDepth(c, [...seen, schema])));
      const combined = inner([
        ...((schema.allOf ?? []) as []),
        ...((schema.oneOf ?? []) as []),
        ...((schema.anyOf ?? []) as []),
      ]);
      const props = Object.values(schema.properties ?? {});
      const extra = typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : [];
      if (schema.type === 'object' || props.length) return Math.max(combined, 1 + inner([...props, ...extra]));
      if (schema.type === 'array') return Math.max(combined, 1 + inner(schema.items ? [schema.items] : []));
      return combined;
    };
    const valueDepth = (value: unknown): number =>
      value && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(valueDepth)) : 0;
    const depths: Record<string, number> = {};
    for (const operations of Object.values(spec.paths as object))
      for (const operation of Object.values(operations as object) as Array<Record<string, unknown>>) {
        if (!operation.requestBody) continue;
        const content = resolve(operation.requestBody).content as Record<string, Record<string, unknown>>;
        const json = content['application/json'];
        if (!json) continue;
        const examples = Object.values(json.examples ?? {}).map((e) => resolve(e).value);
        depths[operation.operationId as string] = Math.max(schemaDepth(json.schema), ...examples.map(valueDepth));
      }
    expect(Object.keys(depths)).toContain('checkUpdates');
    // What the spec and docs say: 5 at most (an advisory's ranges), well within the limit.
    expect(Math.max(...Object.values(depths))).toBeLessThanOrEqual(5);
    expect(Math.max(...Object.values(depths))).toBeLessThan(MAX_JSON_DEPTH);
    for (const file of ['docs/behaviour.md', SPEC_PATH])
      expect(fs.readFileSync(file, 'utf8').replace(/\s+/g, ' ')).toContain(
        `nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels.`,
      );
  });
});
