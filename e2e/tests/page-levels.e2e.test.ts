import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

/** The filters of the path other than the dates, which a drill keeps as they were. */
const filtersOf = (page: Page) =>
  decodeURIComponent(new URL(page.url()).pathname).replace(/&(startDate|endDate)=[\d-]+/g, '');
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();
const crumbs = async (page: Page) =>
  (await page.getByTestId('breadcrumbs').count()) === 0
    ? []
    : page.getByTestId('breadcrumbs').locator('li').allInnerTexts();

/**
 * Walks the four page levels (docs/product-rules.md, "Routes and page levels") the way a chain manager does: from the portfolio
 * into a property type, one of its properties and one of that property's channels, each chosen by
 * the domain rule from the filters the drill put in the path.
 */
describe.skipIf(!executable)('page levels in chromium', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let propertyName: string;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    page = await context.newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens on the overview with scores for every property type', async () => {
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => heading(page)).toBe('Portfolio overview');
    const types = page.getByRole('list', { name: 'Accuracy by property type' });
    await expect.poll(() => types.getByRole('listitem').count()).toBe(3);
    expect(await types.innerText()).toMatch(/Hotel[\s\S]*Restaurant[\s\S]*Spa/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('drills into the hotels: the property-type page with its ranked properties', async () => {
    await page
      .getByRole('list', { name: 'Accuracy by property type' })
      .getByRole('button', { name: /Hotel/ })
      .click();
    await expect.poll(() => filtersOf(page)).toBe('/&property_type=HOTEL');
    await expect.poll(() => heading(page)).toBe('Hotels');
    const rows = page.getByTestId('properties-table').locator('tbody tr[data-index]');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(5);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens the lowest-scoring hotel on its property page', async () => {
    const first = page.getByTestId('properties-table').locator('tbody tr[data-index="0"]');
    propertyName = (await first.locator('td').first().innerText()).split('\n')[0]!.trim();
    await first.click();
    await expect.poll(() => filtersOf(page)).toMatch(/^\/&property_type=HOTEL&property=\d+$/);
    // The name comes with the property's data: seconds on a busy machine.
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe(propertyName);
    await page.getByTestId('property-accuracy').waitFor();
    await page.getByTestId('channels-table').locator('tbody tr[data-index]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // A step is a navigation and a new channel's reads: on a loaded machine more than a second.
  const STEP = { timeout: 10_000 };

  it('opens one channel of that property, stepping through its channels with wrap-around', async () => {
    await page.getByTestId('channels-table').locator('tbody tr[data-index="0"]').click();
    await expect.poll(() => filtersOf(page)).toMatch(/&property=\d+&site=\d+$/);
    await page.getByTestId('channel-entry').waitFor();
    const position = page.getByTestId('channel-position');
    const at = async () =>
      (await position.innerText()).split(' of ').map(Number) as [number, number];
    await expect.poll(() => position.innerText()).toMatch(/^\d+ of \d+$/);
    const [start, total] = await at();
    expect(total).toBeGreaterThan(1);
    // The stepper walks the channels table's order: its first row is the first channel.
    expect(start).toBe(1);
    const trail = ['All properties', 'Property type: Hotel', `Property: ${propertyName}`];
    expect(await crumbs(page)).toEqual(trail);
    const startPath = filtersOf(page);

    for (let step = start; step > 1; step -= 1) {
      await page.getByTestId('previous-channel').click();
      await expect.poll(() => position.innerText(), STEP).toBe(`${step - 1} of ${total}`);
    }
    await page.getByTestId('previous-channel').click();
    await expect.poll(() => position.innerText(), STEP).toBe(`${total} of ${total}`);
    await page.getByTestId('next-channel').click();
    await expect.poll(() => position.innerText(), STEP).toBe(`1 of ${total}`);
    expect(filtersOf(page)).toBe(startPath);
    // A lap of steps replaced the channel's state: not one crumb was added.
    expect(await crumbs(page)).toEqual(trail);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens the state a crumb names, dropping it and those after it', async () => {
    await page
      .getByTestId('breadcrumbs')
      .getByRole('button', { name: 'Property type: Hotel' })
      .click();
    await expect.poll(() => filtersOf(page)).toBe('/&property_type=HOTEL');
    await expect.poll(() => heading(page)).toBe('Hotels');
    expect(await crumbs(page)).toEqual(['All properties']);
  });

  it('goes back through the levels with the browser history, the trail following', async () => {
    await page.goBack();
    await expect.poll(() => /&site=/.test(filtersOf(page))).toBe(true);
    // Each channel step was a navigation of its own: back walks them before the property page.
    while (/&site=/.test(filtersOf(page))) await page.goBack();
    await expect.poll(() => heading(page)).toBe(propertyName);
    await page.goBack();
    await expect.poll(() => heading(page)).toBe('Hotels');
    await page.goBack();
    await expect.poll(() => heading(page)).toBe('Portfolio overview');
    // Arriving at the state of the first crumb is going back to it.
    await expect.poll(() => crumbs(page)).toEqual([]);
  });

  it('printed no errors in the console', () => {
    expect(errors).toEqual([]);
  });
});

describe.skipIf(!executable)('the frame on a phone', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signInContext(context, baseUrl, DEMO.manager);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the main menu over the whole width and locks the page behind it', async () => {
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => heading(page)).toBe('Portfolio overview');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect((await menu.boundingBox())?.width).toBe(390);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  it('has no serious accessibility problem on the phone-sized overview', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });

  it.each(['/faq', '/alerts', '/change_requests'])(
    'scrolls %s in its own pane while the page behind is locked',
    async (path) => {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      const pane = page.locator('main');
      const tall = await pane.evaluate((main) => main.scrollHeight > main.clientHeight + 1);
      if (path === '/faq') expect(tall).toBe(true);
      if (!tall) return;
      await page.mouse.move(195, 600);
      await page.mouse.wheel(0, 800);
      await expect.poll(() => pane.evaluate((main) => main.scrollTop)).toBeGreaterThan(0);
    },
  );

  it("keeps a property's page, matrix and all, to the phone's width, its tables without sideways scrolling", async () => {
    await page.goto(`${baseUrl}/&property_type=HOTEL`);
    const first = page.getByTestId('properties-table').locator('tbody tr[data-index]').first();
    await first.click();
    await page.waitForURL(/property=\d+/);
    await page.getByTestId('channels-table').locator('tbody tr[data-index]').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // The ranked table keeps the channel and its score, each name in full room.
    const table = page.getByTestId('channels-table');
    const sideways = await table
      .locator('table')
      .evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers.map((text) => text.trim().toUpperCase())).toEqual(['CHANNEL', 'ACCURACY']);
  });

  it('never lets a page grow wider than the phone', async () => {
    for (const path of ['/', '/faq', '/alerts', '/change_requests']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({ path, width }).toEqual({ path, width: 390 });
    }
  });
});
