import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { mailFiles, waitForPasswordLink } from '../support/mail.ts';
import { DEMO } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');
const dataDir = inject('dataDir');

const ADMIN = DEMO.admin;
const TEMPORARY_PASSWORD = 'e2e-temporary-password';

async function requestLink(page: Page): Promise<string> {
  const known = await mailFiles(dataDir);
  await page.goto(`${baseUrl}/login/restore`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await page.getByText(`If an account exists for ${ADMIN.email}, we have emailed a link`).waitFor();
  return waitForPasswordLink(dataDir, known, ADMIN.email);
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

describe.skipIf(!executable)('restoring a password from the emailed link in chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  // The demo admin's password is changed and put back; should a step fail in between, it is put
  // back through the API so that the other test files can still sign in.
  let adminPasswordChanged = false;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
  });

  const open = async () => {
    context = await browser.newContext();
    page = await context.newPage();
  };

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    if (adminPasswordChanged) {
      const known = await mailFiles(dataDir);
      await fetch(`${baseUrl}/auth/restore`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email }),
      });
      const link = await waitForPasswordLink(dataDir, known, ADMIN.email);
      const [, userId, token] = /\/user\/(\d+)\/token\/(.+)$/.exec(link)!;
      await fetch(`${baseUrl}/auth/password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          userId: Number(userId),
          token,
          password: ADMIN.password,
          purpose: 'restore',
        }),
      });
    }
    await browser?.close();
  });

  it('sets a new password from the link, signs in with it, and the used link has expired', async () => {
    await open();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Restore your password' }).waitFor();

    const link = await requestLink(page);
    await page.goto(`${baseUrl}${link}`);
    await page.getByLabel('New password', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await choosePassword(page, TEMPORARY_PASSWORD);
    adminPasswordChanged = true;
    await page.getByText('Your password has been set. Sign in with it.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEMPORARY_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('header').getByText('Dana Whitfield').waitFor();

    // The used link is checked before its form: the expired page comes with nothing to type.
    await page.goto(`${baseUrl}${link}`);
    await page.waitForURL((url) => url.pathname === '/login/restore/expired');
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);

    // Put the demo password back through a second restore.
    await page.getByRole('link', { name: 'Request a new link' }).click();
    const secondLink = await requestLink(page);
    expect(secondLink).not.toBe(link);
    await page.goto(`${baseUrl}${secondLink}`);
    await choosePassword(page, ADMIN.password);
    await page.getByText('Your password has been set. Sign in with it.').waitFor();
    const check = await context.request.post(`${baseUrl}/auth/login`, { data: ADMIN });
    expect(check.status()).toBe(200);
    adminPasswordChanged = false;
  });

  it.each(['restore', 'create'])(
    'shows the expired page at once for a made-up %s link',
    async (purpose) => {
      await open();
      await page.goto(`${baseUrl}/login/${purpose}/user/1/token/a-made-up-token-for-the-screen`);
      await page.waitForURL((url) => url.pathname === '/login/restore/expired');
      await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    },
  );

  it.each([
    ['/login/restore', 'Restore your password'],
    ['/login/restore/expired', 'This link has expired'],
  ])('has no serious or critical accessibility violation on %s', async (path, heading) => {
    await open();
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { name: heading }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
