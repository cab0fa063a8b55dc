import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

/**
 * An administrator defines a workbook report for a view, builds it now, and downloads what the
 * background job produced: the generated file holds the view's audit results.
 */
describe.skipIf(!executable)('report definitions in the admin area', () => {
  let browser: Browser;
  let page: Page;
  let folder: string;
  const name = `Monthly accuracy ${Date.now()}`;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'lens-e2e-reports-'));
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    await signInContext(context, baseUrl, DEMO.admin);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('opens the reports screen with the admin tabs', async () => {
    await page.goto(`${baseUrl}/admin/reports`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Administration' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('names the missing fields of a new definition', async () => {
    await page.getByRole('button', { name: 'New report' }).click();
    await page.getByRole('button', { name: 'Create report' }).click();
    const sheet = page.locator('#report-form');
    await expect.poll(() => sheet.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
  });

  it('creates a workbook report, builds it now and downloads its results', async () => {
    const sheet = page.locator('#report-form');
    await sheet.getByLabel('Report name').fill(name);
    const client = sheet.getByLabel('Client', { exact: true });
    if (await client.isVisible()) {
      await client.selectOption({ index: 1 });
    }
    const view = sheet.getByLabel('View', { exact: true });
    await expect.poll(() => view.locator('option').count()).toBeGreaterThan(1);
    await view.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Create report' }).click();
    await page.getByRole('button', { name: `Run ${name} now` }).click();

    const download = page.getByRole('button', { name: /^Download .+\.xlsx$/ }).first();
    await download.waitFor({ timeout: 60_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const saved = path.join(folder, file.suggestedFilename());
    await file.saveAs(saved);
    expect(saved).toMatch(/\.xlsx$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(saved);
    const results = workbook.getWorksheet('Results');
    expect(results).toBeDefined();
    expect(results!.rowCount).toBeGreaterThan(10);
  });
});
