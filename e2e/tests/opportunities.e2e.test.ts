import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

const urlOf = (page: Page) => new URL(page.url());
const rows = (page: Page) => page.getByTestId('opportunity-row');
/** Nothing on the page reaches past the window; the table scrolls inside its own box. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.skipIf(!executable)('the opportunities review in chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function managerPage(width: number, height: number) {
    const context = await browser.newContext({ viewport: { width, height } });
    await signInContext(context, baseUrl, DEMO.manager);
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page) };
  }

  it('opens from the menu ranked by gain, sorts in the hash and keeps it through a filter, at 1440 px', async () => {
    const { page, errors } = await managerPage(1440, 900);
    await page.goto(`${baseUrl}/`);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Opportunities review' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Opportunities review' }).waitFor();
    await rows(page).first().waitFor();
    expect(await rows(page).first().locator('td').first().innerText()).toBe('1');
    expect(await rows(page).first().innerText()).toMatch(/\+\d+\.\d\d pts/);
    expect(urlOf(page).pathname).toMatch(/^\/opportunities_review/);

    await page.getByRole('button', { name: /^Accuracy/ }).click();
    await expect.poll(() => urlOf(page).hash).toBe('#sort=accuracy&page=1');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => urlOf(page).hash).toBe('#sort=accuracy&page=2');

    const panel = page.getByTestId('filter-panel');
    await panel
      .locator('section[data-dataset="property_type"] [data-option="HOTEL"] input')
      .check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => urlOf(page).pathname)
      .toMatch(/^\/opportunities_review\/&.*property_type=HOTEL/);
    expect(urlOf(page).hash).toBe('#sort=accuracy&page=2');
    await rows(page).first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    const first = rows(page).first();
    const property = await first.getByRole('link').innerText();
    const channel = await first.locator('td').nth(2).innerText();
    await first.getByRole('link').click();
    await expect.poll(() => urlOf(page).pathname).toMatch(/^\/&.*&property=\d+&site=\d+$/);
    // The chips name each value once its options have loaded.
    const chips = () => page.getByTestId('filter-chips').innerText();
    await expect.poll(chips).toContain(channel);
    await expect.poll(chips).toContain(property);
    expect(errors).toEqual([]);
  });

  it('fits a 390 px phone, the table scrolling in its own box', async () => {
    const { page, errors } = await managerPage(390, 844);
    await page.goto(`${baseUrl}/opportunities_review/#sort=property&page=1`);
    await rows(page).first().waitFor();
    expect(urlOf(page).hash).toBe('#sort=property&page=1');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('says when nothing was audited in the range', async () => {
    const { page } = await managerPage(1440, 900);
    await page.goto(`${baseUrl}/opportunities_review/&startDate=2000-01-01&endDate=2000-01-31`);
    await page.getByText('No audits in this selection and range').waitFor();
  });
});
