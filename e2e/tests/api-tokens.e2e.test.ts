import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

describe.skipIf(!executable)('personal API tokens in chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await signInContext(context, baseUrl, DEMO.manager);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Outside the browser, as a script would: no cookie, only the token.
  const currentDate = (token: string) =>
    fetch(`${baseUrl}/dashboard/date/current-date`, {
      headers: { authorization: `Bearer ${token}` },
    });

  it('creates a token in /settings, copies it, uses it, and revokes it', async () => {
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('button', { name: 'New token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API token' });
    await dialog.getByLabel('Name').fill('E2E script');
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const secret = page.getByTestId('token-secret');
    await secret.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText('The token is on your clipboard.').waitFor();
    const token = await page.evaluate(() => navigator.clipboard.readText());
    expect(token).toBe(await secret.inputValue());
    expect(token).toMatch(/^lens_[0-9a-f]{8}_/);

    const answer = await currentDate(token);
    expect(answer.status).toBe(200);

    await page.getByRole('button', { name: 'Done' }).click();
    const row = page.getByTestId('token-row').filter({ hasText: 'E2E script' });
    await row.waitFor();
    expect(await row.innerText()).toContain(token.slice(0, 13));
    expect(await page.content()).not.toContain(token);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Revoke E2E script' }).click();
    await page.getByRole('button', { name: 'Revoke token' }).click();
    await row.waitFor({ state: 'detached' });

    const refused = await currentDate(token);
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toMatch(/revoked/);
  });

  it('links the API documentation, which renders its token guide', async () => {
    await page.getByRole('link', { name: 'API documentation' }).click();
    await page.getByText('Personal API tokens').first().waitFor();
    expect(await page.locator('.opblock .authorization__btn').count()).toBeGreaterThan(0);
  });
});
