import { encodeFilterPath, lastDaysRange } from '@lens/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

/** Today on this machine's calendar, which the browser shares. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const section = (page: Page, dataset: string) =>
  page.getByTestId('filter-panel').locator(`section[data-dataset="${dataset}"]`);
const breadcrumbs = async (page: Page) =>
  (await page.getByTestId('breadcrumbs').count()) === 0
    ? []
    : page.getByTestId('breadcrumbs').locator('li').allInnerTexts();
const chips = (page: Page) => page.getByTestId('filter-chips').innerText();

async function openSection(page: Page, dataset: string) {
  const toggle = section(page, dataset).locator('button[aria-expanded]');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

async function applyPanel(page: Page) {
  await page.getByTestId('filter-panel').getByRole('button', { name: 'Apply' }).click();
}

describe.skipIf(!executable)('filters in chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    page = await context.newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const hotel = encodeFilterPath({ property_type: ['HOTEL'] });
  const hotelOnGoogle = encodeFilterPath({ property_type: ['HOTEL'], site: [104] });

  it('applies a property type and a channel picked in the panel as the codec path', async () => {
    await page.goto(`${baseUrl}/`);
    await section(page, 'property_type').locator('[data-option="HOTEL"] input').check();
    await applyPanel(page);
    await expect.poll(() => pathOf(page)).toBe(hotel);

    await openSection(page, 'site');
    await section(page, 'site').locator('[data-option="104"] input').check();
    await applyPanel(page);
    await expect.poll(() => pathOf(page)).toBe(hotelOnGoogle);
    await expect.poll(() => chips(page)).toContain('Google');
    expect(await chips(page)).toContain('Hotel');
    // Each crumb names the state it opens; the current one is the page itself.
    expect(await breadcrumbs(page)).toEqual(['All properties', 'Property type: Hotel']);
  });

  it('moves the dates with a preset, without a breadcrumb', async () => {
    await page.getByTestId('date-range').click();
    await page.getByRole('button', { name: 'Last 90 days' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    const range = lastDaysRange(localToday(), 90);
    await expect
      .poll(() => pathOf(page))
      .toBe(encodeFilterPath({ ...range, property_type: ['HOTEL'], site: [104] }));
    // The path changes first; the date button follows on the next render.
    await expect
      .poll(() => page.getByTestId('date-range').getAttribute('data-start'))
      .toBe(range.startDate);
    expect(await breadcrumbs(page)).toEqual(['All properties', 'Property type: Hotel']);
  });

  it('moves between selections with back and forward', async () => {
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe(hotelOnGoogle);
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe(hotel);
    await expect.poll(() => chips(page)).not.toContain('Google');
    expect(await section(page, 'site').locator('[data-option="104"] input').isChecked()).toBe(
      false,
    );
    await page.goForward();
    await expect.poll(() => pathOf(page)).toBe(hotelOnGoogle);
    await expect.poll(() => chips(page)).toContain('Google');
  });

  it('restores the same selection on reload', async () => {
    await page.reload();
    await expect.poll(() => chips(page)).toContain('Google');
    expect(await chips(page)).toContain('Hotel');
    expect(pathOf(page)).toBe(hotelOnGoogle);
    await openSection(page, 'site');
    await expect
      .poll(() => section(page, 'site').locator('[data-option="104"] input').isChecked())
      .toBe(true);
    expect(
      await section(page, 'property_type').locator('[data-option="HOTEL"] input').isChecked(),
    ).toBe(true);
  });

  it('removes a filter from its chip', async () => {
    await page
      .getByTestId('filter-chips')
      .getByRole('button', { name: 'Remove channel Google' })
      .click();
    await expect.poll(() => pathOf(page)).toBe(hotel);
  });

  it('has no serious accessibility problem with the filter popup open', async () => {
    await page.getByTestId('open-filters').click();
    const popup = page.getByTestId('filter-popup');
    await popup.locator('section[data-dataset="site_group"] [data-category]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await popup.getByRole('button', { name: 'Full reset' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await breadcrumbs(page)).toEqual([]);
  });

  it('printed no errors in the console', () => {
    expect(errors).toEqual([]);
  });
});
