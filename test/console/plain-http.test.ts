/**
 * The console over plain HTTP on an intranet name, as an operator first tries it on a VM before
 * TLS: Chromium resolves `registry.internal` to loopback, and the page must load its assets over
 * http (no `upgrade-insecure-requests`), with no header the browser reports as an error on an
 * untrustworthy origin (Cross-Origin-Opener-Policy, Origin-Agent-Cluster), and still keep its CSP. Over https (here: a
 * proxy's `X-Forwarded-Proto: https` from loopback, which the default REGISTRY_TRUST_PROXY trusts)
 * every one of helmet's headers is sent.
 */
import { describe, expect, it } from 'vitest';
import { useConsole } from '../support/console.js';

const ui = useConsole({
  args: ['--host-resolver-rules=MAP registry.internal 127.0.0.1'],
  reported: (message) => ['error', 'warning'].includes(message.type()),
});

describe('the console over plain HTTP on a name other than localhost', () => {
  it('loads, opens with a key and reports nothing to the browser console', async () => {
    const port = new URL(ui.server.url).port;
    const failed: string[] = [];
    ui.page.on('requestfailed', (request) => failed.push(request.url()));
    await ui.page.goto(`http://registry.internal:${port}/console/`);
    await ui.page.getByLabel('API key').fill(ui.used.key);
    await ui.page.getByLabel('API key').press('Enter');
    await expect.poll(() => ui.page.getByRole('heading', { name: 'Packages' }).count()).toBeGreaterThan(0);
    expect(failed).toEqual([]);
    expect(ui.problems).toEqual([]);
  });

  it('keeps the CSP without the https-only headers over http, and sends them over https', async () => {
    const plain = await fetch(`${ui.server.url}/console/`);
    const policy = plain.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(plain.headers.get('origin-agent-cluster')).toBeNull();
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');

    const secure = await fetch(`${ui.server.url}/console/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(secure.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(secure.headers.get('strict-transport-security')).toContain('max-age=');
    expect(secure.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});
