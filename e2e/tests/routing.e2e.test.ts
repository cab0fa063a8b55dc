import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

describe.skipIf(!executable)('routing in chromium', () => {
  let browser: Browser;
  let page: Page;
  let admin: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    page = await context.newPage();
    errors = collectPageErrors(page);
    const adminContext = await browser.newContext();
    await signInContext(adminContext, baseUrl, DEMO.admin);
    admin = await adminContext.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('decodes the filters in /&startDate=...&endDate=...', async () => {
    await page.goto(`${baseUrl}/&startDate=2026-01-01&endDate=2026-01-31&site=104,107`);
    const dates = page.getByTestId('date-range');
    await expect.poll(() => dates.innerText()).toBe('1 Jan – 31 Jan 2026');
    const chips = page.getByTestId('filter-chips');
    await expect.poll(() => chips.innerText()).toContain('Google');
    expect(await chips.innerText()).toContain('Booking.com');
    expect(await chips.locator('[data-dataset="site"]').count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe(
      '/&startDate=2026-01-01&endDate=2026-01-31&site=104,107',
    );
  });

  it('redirects an invalid filter path to /', async () => {
    for (const bad of [
      '/&startDate=2026-13-01',
      '/&startDate=2026-02-30',
      '/&startDate=2025-02-29&endDate=2025-03-01',
      '/&site=0',
      '/&hotel=1',
      '/&site=abc',
      '/view=1',
      '/&endDate=2999-01-01',
    ]) {
      await page.goto(`${baseUrl}${bad}`);
      await expect.poll(() => new URL(page.url()).pathname, { message: bad }).toBe('/');
      await page.getByTestId('date-range').waitFor();
      expect(await page.getByTestId('filter-chips').count(), bad).toBe(0);
    }
  });

  it('applies the default last-30-days range on /', async () => {
    await page.goto(`${baseUrl}/`);
    const dates = page.getByTestId('date-range');
    await dates.waitFor();
    const start = await dates.getAttribute('data-start');
    const end = await dates.getAttribute('data-end');
    const days = (Date.parse(end!) - Date.parse(start!)) / 86_400_000;
    expect(days).toBe(30);
  });

  it('loads the lazily split admin section on its own route', async () => {
    await admin.goto(`${baseUrl}/admin/users`);
    await expect.poll(() => admin.getByRole('heading', { level: 1 }).textContent()).toBe('Users');
  });

  it('printed no errors in the console', () => {
    expect(errors).toEqual([]);
  });
});
