import { readFile } from 'node:fs/promises';
import { defaultDateRange } from '@lens/domain';
import { MAX_OPPORTUNITIES_PAGE_SIZE } from '@lens/contracts';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

/** Today on the server's calendar, as the review's default range ends. */
const range = defaultDateRange(new Date().toISOString().slice(0, 10));

const urlOf = (page: Page) => new URL(page.url());
const rows = (page: Page) => page.getByTestId('opportunity-row');
/** Nothing on the page reaches past the window. */
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
    const context = await browser.newContext({
      viewport: { width, height },
      acceptDownloads: true,
    });
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

  it('shows a card per pair on a 390 px phone, no wider than the window, the page scrolling', async () => {
    const { page, errors } = await managerPage(390, 844);
    await page.goto(`${baseUrl}/opportunities_review/#sort=property&page=1`);
    await rows(page).first().waitFor();
    expect(urlOf(page).hash).toBe('#sort=property&page=1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    const card = rows(page).first();
    expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe('grid');
    const gain = card.locator('td[data-label="Expected gain"]');
    expect(await gain.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
      '"Expected gain"',
    );
    const parts = {
      rank: card.locator('td').first(),
      property: card.getByRole('link'),
      channel: card.locator('td[data-label="Channel"] > span'),
      accuracy: card.getByLabel(/^Accuracy: \d+$/),
      gain: gain.locator('> span'),
    };
    for (const [name, part] of Object.entries(parts)) {
      const box = (await part.boundingBox())!;
      expect(box.width, name).toBeGreaterThan(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
    expect(await parts.gain.innerText()).toMatch(/\+\d+\.\d\d pts/);
    // The name wraps whole, never cut.
    expect(await parts.property.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(
      true,
    );

    // The sortable headers stay above the cards.
    await page.getByRole('button', { name: /^Expected gain/ }).click();
    await expect.poll(() => urlOf(page).hash).toBe('#sort=gain&page=1');
    await expect.poll(() => rows(page).first().locator('td').first().innerText()).toBe('1');

    // A wheel turn scrolls the page down to the last card and the pager.
    const last = rows(page).last();
    expect((await last.boundingBox())!.y).toBeGreaterThan(844);
    await page.mouse.move(195, 600);
    for (let turn = 0; turn < 40 && (await last.boundingBox())!.y > 844; turn += 1)
      await page.mouse.wheel(0, 800);
    expect((await last.boundingBox())!.y).toBeLessThan(844);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('downloads every pair of the filtered ranking as CSV, not only the page on screen', async () => {
    const { page, errors } = await managerPage(1440, 900);
    await page.goto(
      `${baseUrl}/opportunities_review/&startDate=${range.startDate}&endDate=${range.endDate}&property_type=HOTEL#sort=accuracy&order=desc&page=2`,
    );
    await rows(page).first().waitFor();
    const summary = page.getByTestId('opportunities-summary');
    const total = Number((await summary.locator('dd').first().innerText()).replace(/,/g, ''));
    // More than the largest page the server gives, so the export reads several.
    expect(total).toBeGreaterThan(MAX_OPPORTUNITIES_PAGE_SIZE);

    await page.getByTestId('opportunities-export').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('menu', { name: 'Export' })
        .getByRole('menuitem', { name: /CSV file/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `Opportunities_${range.startDate}_${range.endDate}.csv`,
    );
    const [header, ...lines] = parse(await readFile((await download.path())!), {
      bom: true,
    }) as string[][];
    expect(header).toEqual([
      'Rank',
      'Property',
      'Code',
      'Channel',
      'Channel category',
      'Accuracy',
      'Expected gain (pts)',
      'Open issues',
      'Audit date',
    ]);
    expect(lines).toHaveLength(total);
    // The order of the hash: highest accuracy first, so the last line holds the first rank.
    const accuracies = lines.map((line) => Number(line[5]));
    expect(accuracies).toEqual(accuracies.toSorted((a, b) => b - a));
    expect(lines.at(-1)![0]).toBe('1');
    expect(new Set(lines.map((line) => line[0])).size).toBe(total);
    expect(errors).toEqual([]);
  });

  it('says when nothing was audited in the range', async () => {
    const { page } = await managerPage(1440, 900);
    await page.goto(`${baseUrl}/opportunities_review/&startDate=2000-01-01&endDate=2000-01-31`);
    await page.getByText('No audits in this selection and range').waitFor();
  });
});
