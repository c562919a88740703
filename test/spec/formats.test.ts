/**
 * Every `format` the spec uses is enforced by request validation (DESIGN 12a: a report's `time`
 * is an RFC 3339 instant, 400 otherwise): a format ajv does not know would be ignored with a
 * warning printed by ajv itself, outside the registry's JSON log lines.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { ENFORCED_FORMATS, loadApi } from '../../src/http/api.js';
import { SPEC_PATH } from '../../src/spec.js';

/** Every value of a `format` keyword anywhere in the document. */
function formatsOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => formatsOf(item, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'format' && typeof value === 'string') found.add(value);
      else formatsOf(value, found);
    }
  return found;
}

const api = await loadApi();
await api.init();

const report = (time: string) => ({
  id: 'r-1',
  type: 'plugin',
  slug: 'acme-forms',
  from: '1.0.0',
  to: '2.0.0',
  result: 'installed',
  code: '',
  message: '',
  time,
});
const validReport = (time: string) =>
  api.validateRequest({
    method: 'POST',
    path: '/sites/0123456789abcdef/reports',
    headers: { 'content-type': 'application/json' },
    body: { reports: [report(time)] },
  }).valid;

describe('formats', () => {
  afterEach(() => vi.restoreAllMocks());

  it('every format the spec uses is one the validator enforces', () => {
    const used = [...formatsOf(parse(fs.readFileSync(SPEC_PATH, 'utf8')))].sort();
    expect(used).toEqual([...ENFORCED_FORMATS].sort());
  });

  it('a report time that is not an RFC 3339 instant is refused; instants with any offset pass', () => {
    for (const bad of [
      '~not a date~',
      '2026-11-25',
      '2026-11-25T10:04:37',
      '2026-02-29T10:00:00Z',
      '2026-11-25T25:00:00Z',
    ])
      expect(validReport(bad), bad).toBe(false);
    for (const good of ['2026-11-25T10:04:37Z', '2026-11-25T10:04:37.512Z', '2026-11-25T11:04:37+01:00'])
      expect(validReport(good), good).toBe(true);
  });

  it('a URL that is not a URI is refused (enrollment)', () => {
    const enroll = (url: string) =>
      api.validateRequest({
        method: 'POST',
        path: '/sites/enroll',
        headers: { 'content-type': 'application/json' },
        body: { url, public_key: `${'A'.repeat(42)}A=` },
      }).valid;
    expect(enroll('https://shop.example')).toBe(true);
    expect(enroll('https://shop example')).toBe(false);
  });

  it('compiling every request and response validator prints nothing (no format is unknown to ajv)', () => {
    const printed: unknown[] = [];
    for (const method of ['log', 'warn', 'error', 'info'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args));
    api.validator.preCompileRequestValidators();
    api.validator.preCompileResponseValidators();
    expect(printed).toEqual([]);
  });
});
