/**
 * The gate's three forms converted in one place (src/packages/rules.ts): the text form (upload
 * form, REGISTRY_DEFAULT_GATE, the publish script), the API form, and the domain form the
 * registry stores, with the same defaults wherever a form leaves a field out.
 */
import { describe, expect, it } from 'vitest';
import { GATE_DEFAULTS, gateAsApi, gateFromApi, parseGate } from '../../src/packages/rules.js';

const rows: Array<[string, Parameters<typeof gateFromApi>[0], ReturnType<typeof gateAsApi>]> = [
  ['max_failed_percent=20', { max_failed_percent: 20 }, { max_failed_percent: 20, min_sites: 1, action: 'halt' }],
  [
    'max_unhealthy_percent=0,min_sites=3,action=withdraw',
    { max_unhealthy_percent: 0, min_sites: 3, action: 'withdraw' },
    { max_unhealthy_percent: 0, min_sites: 3, action: 'withdraw' },
  ],
  [
    'action=withdraw,max_failed_percent=100,max_unhealthy_percent=50',
    { action: 'withdraw', max_failed_percent: 100, max_unhealthy_percent: 50 },
    { max_failed_percent: 100, max_unhealthy_percent: 50, min_sites: 1, action: 'withdraw' },
  ],
  ['min_sites=2', { min_sites: 2 }, { min_sites: 2, action: 'halt' }],
];

describe('the gate in its three forms', () => {
  it.each(rows)(
    '%s: the text and the API form name one domain gate, which reads back as the API form',
    (text, api, read) => {
      const domain = parseGate(text, 'rollout_gate');
      expect(gateFromApi(api)).toEqual(domain);
      expect(gateAsApi(domain)).toEqual(read);
      expect(gateFromApi(gateAsApi(domain))).toEqual(domain);
    },
  );

  it('a form that names neither min_sites nor action gets the same defaults', () => {
    expect(GATE_DEFAULTS).toEqual({ minSites: 1, action: 'halt' });
    expect(parseGate('max_failed_percent=5', 'f')).toMatchObject(GATE_DEFAULTS);
    expect(gateFromApi({})).toEqual(GATE_DEFAULTS);
  });
});
