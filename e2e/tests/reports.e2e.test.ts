import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defaultDateRange } from '@lens/domain';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

/** Today on the server's calendar, as the dashboard's default range ends. */
const range = defaultDateRange(new Date().toISOString().slice(0, 10));

/**
 * A chain manager takes the dashboard away: the properties table of their selection as a
 * workbook and as CSV, and the dashboard itself, filters, charts and map, as a PDF. The files are
 * read back (exceljs, poppler's pdftotext) to check they hold what the screen shows.
 */
describe.skipIf(!executable)('downloads from the dashboard in chromium', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let folder: string;

  const save = async (download: Download) => {
    const file = path.join(folder, download.suggestedFilename());
    await download.saveAs(file);
    return file;
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'lens-e2e-downloads-'));
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    await signInContext(context, baseUrl, DEMO.manager);
    page = await context.newPage();
    errors = collectPageErrors(page);
    // The hotels of the standard view on Google: a page with the properties table and a filter.
    await page.goto(
      `${baseUrl}/&startDate=${range.startDate}&endDate=${range.endDate}&property_type=HOTEL&site=104`,
    );
    await page.getByTestId('properties-table').locator('tbody tr[data-index]').first().waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('downloads the properties table as a workbook named by the download rule', async () => {
    const card = page.getByTestId('widget-properties');
    const subtitle = await card.locator('header p').first().innerText();
    const shown = Number(/^([\d,]+) of/.exec(subtitle)![1]!.replace(/,/g, ''));
    expect(shown).toBeGreaterThan(5);

    await page.getByTestId('properties-export').click();
    const menu = page.getByRole('menu', { name: 'Export' });
    await menu.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      menu.getByRole('menuitem', { name: /Excel workbook/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `Properties_Google_${range.startDate}_${range.endDate}.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await save(download));
    const sheet = workbook.getWorksheet('Properties')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Property',
      'Code',
      'Type',
      'Accuracy',
      'Previous month',
      'Knockout',
      'Content score',
      'Notice',
    ]);
    expect(sheet.rowCount - 1).toBe(shown);
    // Lowest accuracy first, as the table opens, and the same first property as on screen.
    const firstOnScreen = await page
      .getByTestId('properties-table')
      .locator('tbody tr[data-index]')
      .first()
      .locator('td')
      .first()
      .innerText();
    expect(firstOnScreen).toContain(String(sheet.getRow(2).getCell(1).value));
    const scores = sheet.getColumn(4).values.slice(2) as number[];
    expect(scores.every((score) => typeof score === 'number' && score >= 0 && score <= 100)).toBe(
      true,
    );
    expect(scores).toEqual(scores.toSorted((a, b) => a - b));
    expect(new Set(sheet.getColumn(3).values.slice(2))).toEqual(new Set(['Hotel']));
  });

  it('downloads the searched rows of the table as CSV', async () => {
    await page.getByRole('searchbox', { name: 'Search properties' }).fill('Meridian');
    await page.getByTestId('properties-export').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /CSV file/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `Properties_Google_${range.startDate}_${range.endDate}.csv`,
    );
    const lines = (await readFile(await save(download), 'utf8')).replace(/^\uFEFF/, '').trim();
    const [header, ...rows] = lines.split('\r\n');
    expect(header).toBe('Property,Code,Type,Accuracy,Previous month,Knockout,Content score,Notice');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/Meridian/);
    await page.getByRole('searchbox', { name: 'Search properties' }).fill('');
  });

  it('downloads the dashboard as a PDF with its filters, figures, charts, map and tables', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByTestId('dashboard-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `Dashboard_Google_${range.startDate}_${range.endDate}.pdf`,
    );
    const file = await save(download);
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    for (const expected of [
      'Content accuracy dashboard',
      'Property type: Hotel',
      'Channel: Google',
      'Accuracy trend',
      'Properties by score',
      'Map',
      'Channel categories',
      'Properties',
      'Channels',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Page 1 of \d+/);
    expect(errors).toEqual([]);
  });

  it("downloads a property's own report from its page: its channels and characteristics", async () => {
    await page.getByTestId('properties-table').locator('tbody tr[data-index]').first().click();
    await page.waitForURL(/property=\d+/);
    const property = new URL(page.url().replace('/&', '/?')).searchParams.get('property');
    // Every channel of the property, not only Google.
    await page.goto(
      `${baseUrl}/&startDate=${range.startDate}&endDate=${range.endDate}&property=${property}`,
    );
    const title = page.getByRole('heading', { level: 1 });
    // The name comes with the property's data.
    await expect
      .poll(async () => (await title.innerText()).trim(), { timeout: 15_000 })
      .not.toBe('');
    const heading = (await title.innerText()).trim();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByTestId('dashboard-pdf').click(),
    ]);
    const text = execFileSync('pdftotext', ['-layout', await save(download), '-']).toString('utf8');
    expect(heading.length).toBeGreaterThan(0);
    // The title is cut to its width on long names.
    expect(text).toContain(heading.slice(0, 12));
    for (const expected of ['Accuracy trend', 'Characteristics', 'Characteristics by channel'])
      expect(text, expected).toContain(expected);
    for (const portfolioOnly of ['Properties by score', 'coloured by accuracy', '1 properties'])
      expect(text, portfolioOnly).not.toContain(portfolioOnly);
    expect(text).toMatch(/\d+ channels · lowest accuracy first/);
    expect(errors).toEqual([]);
  });
});
