import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startOidcTestProvider,
  type OidcTestProvider,
} from '../../apps/server/src/test-support/oidc-test-provider.ts';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

/**
 * Single sign-on end to end: an administrator points the demo client at a real OpenID Connect
 * provider on loopback, and a browser that has never signed in goes through it from the sign-in
 * screen to the dashboard page it asked for.
 */
describe.skipIf(!executable)('single sign-on in chromium', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let provider: OidcTestProvider;
  let meridianId: number;

  beforeAll(async () => {
    provider = await startOidcTestProvider({
      user: { sub: 'marco', email: DEMO.manager.email, emailVerified: true },
    });
    browser = await launchBrowser(executable!);
    admin = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(admin, baseUrl, DEMO.admin);
    const clients = await (await admin.request.get(`${baseUrl}/dashboard/admin/clients`)).json();
    meridianId = clients.items.find((c: { name: string }) => /Meridian/.test(c.name)).id;
  });

  afterAll(async () => {
    // Other suites share the server: the demo client goes back to passwords only.
    const csrf = (await admin?.cookies())?.find((c) => c.name === 'lens_csrf')?.value;
    await admin?.request.put(`${baseUrl}/dashboard/admin/clients/${meridianId}/sso`, {
      data: {
        enabled: false,
        issuer: null,
        clientId: null,
        clientSecret: '',
        allowedDomains: [],
        requireVerifiedEmail: true,
      },
      headers: { 'x-csrf-token': csrf ?? '' },
    });
    await browser?.close();
    await provider?.close();
  });

  it('is configured by an administrator, with a discovery test', async () => {
    const page = await admin.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/admin/clients/update/${meridianId}`);
    const sheet = page.getByTestId('client-sheet');
    await sheet.getByLabel('Provider address (issuer or discovery URL)').fill(provider.issuer);
    await sheet.getByRole('button', { name: 'Test discovery' }).click();
    const result = sheet.getByTestId('discovery-result');
    await result.getByText('Discovery document found').waitFor();
    expect(await result.textContent()).toContain(`${provider.issuer}/jwks`);
    await sheet.getByLabel("Sign in with the company's identity provider").check();
    await sheet.getByLabel('Client id').fill(provider.clientId);
    await sheet.getByLabel('Client secret').fill(provider.clientSecret);
    expect(await seriousViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Meridian Hospitality Group was saved.').waitFor();

    // The secret is write-only: the form shows it as set, never its value.
    await page.goto(`${baseUrl}/admin/clients/update/${meridianId}`);
    const secret = page.getByTestId('client-sheet').getByLabel('Client secret');
    await page.getByText('Leave empty to keep it.').waitFor();
    expect(await secret.inputValue()).toBe('');
    expect(await page.content()).not.toContain(provider.clientSecret);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('signs a fresh browser in through the provider and lands on the page it wanted', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/&site=104,107`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await page.waitForURL((url) => url.pathname === '/login/sso');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Work email').fill(DEMO.manager.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/&site=104,107');
    await page.locator('header').getByText('Marco Bellini').waitFor();
    expect(provider.requests).toEqual(
      expect.arrayContaining(['GET /authorize', 'POST /token', 'GET /jwks']),
    );
    await context.close();
  });

  it('brings a refusal back to the sign-in screen with its reason', async () => {
    provider.user = { sub: 'nobody', email: 'nobody@nowhere.example', emailVerified: true };
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login/sso`);
    await page.getByLabel('Work email').fill(DEMO.manager.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.searchParams.get('sso_error') === 'unknown_user');
    expect(await page.getByRole('alert').textContent()).toContain(
      'No active ListingLens account uses the email address your identity provider gave.',
    );
    await context.close();
  });
});
