/**
 * Operator sign-in in a real Chromium (DESIGN 17): the console offers "Sign in", the browser
 * goes through oidc-provider's own login form on loopback and comes back signed in; the person
 * halts a release and the audit view names them; a viewer's controls are disabled (and the API
 * refuses them anyway); sign-out ends the session in storage.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole } from '../../console/build.mjs';
import { hashSessionId } from '../../src/auth/sign-in.js';
import { launchBrowser, type TestBrowser, watchedPage } from '../support/browser.js';
import { uploadForm } from '../support/client.js';
import { startIdentityProvider, type TestIdentityProvider } from '../support/identity-provider.js';
import { pluginZip } from '../support/packages.js';
import { FULL_ACCESS, startTestServer, type TestServer } from '../support/server.js';

let idp: TestIdentityProvider;
let server: TestServer;
let key: string;
let browser: TestBrowser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  await buildConsole();
  idp = await startIdentityProvider({
    ada: { name: 'Ada Lovelace', email: 'ada@acme.example', roles: ['registry.operator'] },
    vic: { name: 'Vic Viewer', email: 'vic@acme.example', roles: ['registry.viewer'] },
  });
  server = await startTestServer({
    REGISTRY_OIDC_ISSUER: idp.issuer,
    REGISTRY_OIDC_CLIENT_ID: idp.clientId,
    REGISTRY_OIDC_CLIENT_SECRET: idp.clientSecret,
  });
  idp.register([`${server.url}/auth/callback`]);
  key = await server.key(FULL_ACCESS);
  const uploaded = await fetch(`${server.url}/plugins`, {
    method: 'POST',
    headers: { 'X-API-KEY': key },
    body: uploadForm('plugin', pluginZip({ slug: 'acme-forms', version: '1.0.0' })),
  });
  expect(uploaded.status).toBe(201);
  browser = await launchBrowser();
  // The registry's pages only: the provider's login page has problems of its own (a web font it cannot reach).
  page = await watchedPage(
    browser,
    problems,
    (message) => message.type() === 'error' && message.location().url.startsWith(server.url),
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await idp?.close();
});

const rollout = async () =>
  (await (
    await fetch(`${server.url}/plugins/acme-forms/versions/1.0.0/rollout`, { headers: { 'X-API-KEY': key } })
  ).json()) as { halted: boolean };

/** From the console's "Sign in" through the provider's login form, back to the console. */
async function signIn(login: string) {
  // A fresh browser as far as the provider knows: else its own session signs the last person in again.
  await browser.context.clearCookies();
  await page.goto(`${server.url}/console/`);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('any password');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(`${server.url}/console`);
}

const sessionCookie = async () =>
  (await browser.context.cookies(server.url)).find((c) => c.name === '__Host-registry-session');

describe('signing in to the console', () => {
  it('offers Sign in beside the key field; the person comes back signed in, with their name and role', async () => {
    await page.goto(`${server.url}/console/`);
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    expect(await page.getByLabel('API key').count()).toBe(1);
    await signIn('ada');
    await expect.poll(() => page.locator('[data-field=signed-in]').textContent()).toBe('Ada Lovelace · operator');
    const cookie = (await sessionCookie())!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(await page.evaluate<string>('document.cookie')).not.toContain('registry-session');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  it('the person halts a release from the console and the audit view names them', async () => {
    await page.goto(`${server.url}/console/#/plugin/acme-forms?version=1.0.0`);
    const controls = page.locator('[data-controls="1.0.0"]');
    await controls.getByRole('button', { name: 'Halt' }).click();
    await expect.poll(async () => (await rollout()).halted).toBe(true);
    await page.getByRole('link', { name: 'Audit' }).click();
    await page.getByLabel('Action').selectOption('plugin.version.rollout');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Audit entries' }).locator('tbody tr').first().textContent())
      .toContain('Ada Lovelace (ada@acme.example)');
  });

  it('Sign out ends the session in storage and shows Sign in again', async () => {
    const cookie = (await sessionCookie())!;
    expect(await server.storage.sessions.find(hashSessionId(cookie.value))).toBeDefined();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    expect(await server.storage.sessions.find(hashSessionId(cookie.value))).toBeUndefined();
    const reused = await fetch(`${server.url}/auth/session`, {
      headers: { cookie: `__Host-registry-session=${cookie.value}` },
    });
    expect(reused.status).toBe(401);
  });

  it('a viewer sees the controls disabled with the reason, and the API refuses the change all the same', async () => {
    await signIn('vic');
    await expect.poll(() => page.locator('[data-field=signed-in]').textContent()).toBe('Vic Viewer · viewer');
    await page.goto(`${server.url}/console/#/plugin/acme-forms?version=1.0.0`);
    const controls = page.locator('[data-controls="1.0.0"]');
    await expect.poll(() => controls.locator('[data-field=role-note]').textContent()).toContain('plugins:update');
    expect(await controls.getByRole('button', { name: 'Resume' }).isDisabled()).toBe(true);
    // The browser's own request, with the session cookie and this origin: refused by the role.
    const status = await page.evaluate(async () => {
      const response = await fetch('/plugins/acme-forms/versions/1.0.0/rollout', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ halted: false }),
      });
      return response.status;
    });
    expect(status).toBe(403);
    expect((await rollout()).halted).toBe(true);
  });

  it('logs no console error but the 401s of GET /auth/session before each sign-in and the viewer’s refused PATCH', () => {
    const expected = /status of (401|403) /;
    expect(problems.filter((text) => !expected.test(text))).toEqual([]);
  });
});
