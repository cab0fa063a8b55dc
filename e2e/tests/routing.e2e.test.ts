import { inject, afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

describe.skipIf(!executable)('routing in chromium', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    page = await browser.newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('decodes the filters in /&startDate=...&endDate=...', async () => {
    await page.goto(`${baseUrl}/&startDate=2026-01-01&endDate=2026-01-31&site=104,107`);
    const summary = page.getByTestId('filter-summary');
    await expect
      .poll(() => summary.locator('[data-filter="startDate"] dd').textContent())
      .toBe('2026-01-01');
    expect(await summary.locator('[data-filter="endDate"] dd').textContent()).toBe('2026-01-31');
    expect(await summary.locator('[data-filter="site"] dd').textContent()).toBe('104, 107');
    expect(new URL(page.url()).pathname).toBe(
      '/&startDate=2026-01-01&endDate=2026-01-31&site=104,107',
    );
  });

  it('redirects an invalid filter path to /', async () => {
    for (const bad of [
      '/&startDate=2026-13-01',
      '/&hotel=1',
      '/&site=abc',
      '/view=1',
      '/&endDate=2999-01-01',
    ]) {
      await page.goto(`${baseUrl}${bad}`);
      await expect.poll(() => new URL(page.url()).pathname, { message: bad }).toBe('/');
    }
  });

  it('applies the default last-30-days range on /', async () => {
    await page.goto(`${baseUrl}/`);
    const start = await page
      .getByTestId('filter-summary')
      .locator('[data-filter="startDate"] dd')
      .textContent();
    const end = await page
      .getByTestId('filter-summary')
      .locator('[data-filter="endDate"] dd')
      .textContent();
    const days = (Date.parse(end!) - Date.parse(start!)) / 86_400_000;
    expect(days).toBe(30);
  });

  it('loads the lazily split admin section on its own route', async () => {
    await page.goto(`${baseUrl}/admin/users`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Users');
  });

  it('printed no errors in the console', () => {
    expect(errors).toEqual([]);
  });
});
