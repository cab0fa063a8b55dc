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

/**
 * Walks the four page levels of SPEC.md section 2 the way a chain manager does: from the portfolio
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
    await expect.poll(() => heading(page)).toBe(propertyName);
    await page.getByTestId('property-accuracy').waitFor();
    await page.getByTestId('channels-table').locator('tbody tr[data-index]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

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
    const startPath = filtersOf(page);

    for (let step = start; step > 1; step -= 1) {
      await page.getByTestId('previous-channel').click();
      await expect.poll(() => position.innerText()).toBe(`${step - 1} of ${total}`);
    }
    await page.getByTestId('previous-channel').click();
    await expect.poll(() => position.innerText()).toBe(`${total} of ${total}`);
    await page.getByTestId('next-channel').click();
    await expect.poll(() => position.innerText()).toBe(`1 of ${total}`);
    if (start === 1) expect(filtersOf(page)).toBe(startPath);
    else expect(filtersOf(page)).not.toBe(startPath);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('goes back up the levels with the browser history', async () => {
    // Each channel step was a navigation of its own: back walks them before the property page.
    while (/&site=/.test(filtersOf(page))) await page.goBack();
    await expect.poll(() => heading(page)).toBe(propertyName);
    await page.goBack();
    await expect.poll(() => heading(page)).toBe('Hotels');
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
});
