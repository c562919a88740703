import type { Advisory } from '../../src/packages/advisory.js';

/** The registry's own advisory on acme-forms below 1.1.0, as the registry tests store it; `change` overrides fields. */
export const registryAdvisory = (id: string, change: Partial<Advisory> = {}): Advisory => ({
  id,
  aliases: [],
  summary: 'Stored XSS in the form builder',
  details: '',
  severity: 'high',
  cvss: null,
  affected: [{ type: 'plugin', slug: 'acme-forms', ranges: [{ introduced: '0', fixed: '1.1.0' }] }],
  references: [],
  published: '2026-11-25T08:00:00.000Z',
  modified: '2026-11-25T08:00:00.000Z',
  withdrawn: null,
  source: 'registry',
  notice: null,
  ...change,
});
