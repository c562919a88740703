/**
 * src/http/openapi-router.ts replaces two methods of openapi-backend's router on the instance.
 * That is sound only for the router code it was written against: these tests fail when an
 * openapi-backend upgrade changes either method (then read the new code, adapt the cache or
 * drop it, and update the digests), and show the cached router routes as the library does.
 */
import { createHash } from 'node:crypto';
import { OpenAPIRouter } from 'openapi-backend';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, initApi, loadApi } from '../../src/http/api.js';

const digest = (method: keyof OpenAPIRouter) =>
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the method's source text is read, never called
  createHash('sha256').update(String(OpenAPIRouter.prototype[method])).digest('hex');

describe('the router code the cache was written for', () => {
  it.each([
    ['getOperations', 'adba407d7a52e4b9dd8c5494f8e9ad789e151d903c2e44347ae58e61c1276f57'],
    ['matchOperation', '31d3bc6f309e4c45e5f687419dce884217c0292afa74bea9bd0b9ac4770a982f'],
  ] as const)('%s is unchanged', (method, expected) => {
    expect(digest(method)).toBe(expected);
  });
});

describe('cached routing', () => {
  let cached: Api;
  let plain: Api;
  beforeAll(async () => {
    cached = await loadApi();
    await initApi(cached);
    plain = await loadApi();
    await plain.init();
  });

  const requests = [
    ['get', '/plugins'],
    ['post', '/plugins'],
    ['get', '/plugins/acme-forms'],
    ['patch', '/plugins/acme-forms'],
    ['get', '/plugins/acme-forms/versions/1.2.0'],
    ['get', '/themes/acme-blocks/versions'],
    ['post', '/update-check'],
    ['get', '/sites'],
    ['get', '/downloads/plugins/acme-forms/acme-forms-1.0.0-0123.zip'],
    ['get', '/nowhere'],
    ['put', '/plugins/acme-forms'],
    ['delete', '/sites'],
  ] as const;

  it('matches every request (twice: the second from the cache) to the operation the library matches', () => {
    for (let round = 0; round < 2; round++) {
      for (const [method, path] of requests) {
        expect(cached.matchOperation({ method, path, headers: {} })?.operationId, `${method} ${path}`).toBe(
          plain.matchOperation({ method, path, headers: {} })?.operationId,
        );
      }
    }
  });

  it('leaves 404 and 405 to the library, errors included', () => {
    for (const [method, path] of [
      ['get', '/nowhere'],
      ['put', '/plugins/acme-forms'],
    ] as const) {
      const error = (api: Api) => {
        try {
          api.router.matchOperation({ method, path, headers: {} }, true);
        } catch (err) {
          return (err as Error).message;
        }
        return 'matched';
      };
      expect(error(cached)).toBe(error(plain));
      expect(error(cached)).not.toBe('matched');
    }
  });
});
