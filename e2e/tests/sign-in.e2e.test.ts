import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function signInWithForm(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe.skipIf(!executable)('signing in and out in chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
  });

  // Each test starts signed out, in a context of its own.
  const open = async () => {
    context = await browser.newContext();
    page = await context.newPage();
  };

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in by typing into the form and shows the user in the top bar', async () => {
    await open();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL((url) => url.pathname === '/login');
    await signInWithForm(page, DEMO.manager);
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('header').getByText('Marco Bellini').waitFor();
    expect(await page.getByRole('link', { name: 'Sign out' }).isVisible()).toBe(true);
  });

  it("shows the server's message for a wrong password and stays on the form", async () => {
    await open();
    await page.goto(`${baseUrl}/login`);
    await signInWithForm(page, { email: DEMO.manager.email, password: 'not-the-password' });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Email or password is incorrect.');
    expect(pathOf(page)).toBe('/login');
  });

  it('signs out from the top bar: the session ends and the dashboard is out of reach', async () => {
    await open();
    await signInContext(context, baseUrl, DEMO.manager);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'lens_session');
    expect(session).toBeDefined();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(pathOf(page)).toBe('/login');

    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('lens_session');
    expect(names).not.toContain('lens_csrf');
    const reused = await fetch(`${baseUrl}/dashboard/check_credentials_validity`, {
      headers: { cookie: `lens_session=${session!.value}` },
    });
    expect(reused.status).toBe(401);

    await page.goto(`${baseUrl}/`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('returns to the deep link a signed-out visitor opened', async () => {
    await open();
    const deepLink = '/opportunities_review/queue?sort=score';
    await page.goto(`${baseUrl}${deepLink}`);
    await page.waitForURL((url) => url.pathname === '/login');
    await signInWithForm(page, DEMO.chain);
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(pathOf(page)).toBe(deepLink);
    await page.locator('header').getByText('Claire Dubois').waitFor();
  });

  it('sends a signed-in visitor of /login to /', async () => {
    await open();
    await signInContext(context, baseUrl, DEMO.other);
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('header').getByText('Lukas Steiner').waitFor();
  });

  it('sends a USER who opens /admin to /', async () => {
    await open();
    await signInContext(context, baseUrl, DEMO.manager);
    await page.goto(`${baseUrl}/admin/users`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('header').getByText('Marco Bellini').waitFor();
  });

  it('sends a signed-out visitor of /faq to / and so to the sign-in form', async () => {
    await open();
    await page.goto(`${baseUrl}/faq`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  it('sends signed-out visitors to the single sign-on path of /conf.json', async () => {
    for (const loginPath of ['/sso/start?app=lens', 'https://idp.example.test/sso']) {
      await open();
      await context.route(`${baseUrl}/conf.json`, (route) =>
        route.fulfill({ json: { loginPath, mapStyleUrl: null } }),
      );
      const ssoPage = new URL(loginPath, baseUrl).href;
      await context.route(ssoPage, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Identity provider</h1>' }),
      );
      await page.goto(`${baseUrl}/instructions/filters`);
      await page.getByRole('heading', { name: 'Identity provider' }).waitFor();
      expect(page.url(), loginPath).toBe(ssoPage);
      if (loginPath.startsWith('/')) {
        const remembered = await page.evaluate(() => sessionStorage.getItem('lens.afterSignIn'));
        expect(remembered).toBe('/instructions/filters');
      }
      await context.close();
    }
  });

  it('has no serious or critical accessibility violation on /login', async () => {
    await open();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
