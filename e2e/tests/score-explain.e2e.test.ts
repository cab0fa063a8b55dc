import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

const why = 'Why this score';
const sheetValue = (page: Page) => page.getByTestId('explained-value').innerText();

/**
 * "Why this score" as a manager meets it: on the overview's accuracy card and on a property row,
 * the side sheet explains the very number shown, and its lowest audits lead to their channel page.
 */
describe.skipIf(!executable)('why this score in chromium', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

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

  it('explains the accuracy card with the figure the card shows', async () => {
    await page.goto(`${baseUrl}/`);
    const card = page.getByTestId('kpi-accuracy');
    const shown = (await card.getByTestId('kpi-value').innerText()).replace('/100', '');
    await card.getByRole('button', { name: why }).click();
    const sheet = page.getByRole('dialog', { name: `${why}: Accuracy` });
    await expect.poll(() => sheetValue(page)).toBe(shown);
    expect(await sheet.innerText()).toMatch(/weighted mean of its results/);
    expect(await sheet.getByRole('table').getByRole('row').count()).toBeGreaterThan(3);
    expect(await sheet.getByTestId('improvements').getByRole('listitem').count()).toBeGreaterThan(
      0,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
  });

  it("explains a property row, and its lowest audit opens that audit's channel page", async () => {
    const row = page.getByTestId('properties-table').locator('tbody tr[data-index="0"]');
    // Below the fold the table is drawn once it nears the window: scrolled to, as a user does,
    // its text is read once drawn.
    await row.scrollIntoViewIfNeeded();
    const score = row.locator('[data-band]').first();
    await expect.poll(() => score.innerText()).not.toBe('');
    const name = (await row.locator('td').first().innerText()).split('\n')[0]!.trim();
    const shown = await score.innerText();
    const before = page.url();
    await row.getByRole('button', { name: why }).click();
    const sheet = page.getByRole('dialog', { name: `${why}: Accuracy of ${name}` });
    await expect.poll(() => sheetValue(page)).toBe(shown);
    // The control does not drill into the row it sits in.
    expect(page.url()).toBe(before);
    const audit = sheet.getByTestId('lowest-audits').getByRole('link').first();
    const [auditProperty, auditMeta] = (await audit.innerText()).split('\n');
    expect(auditProperty).toBe(name);
    const channel = auditMeta!.split(' · ')[0]!;
    await audit.click();
    await expect
      .poll(() => decodeURIComponent(new URL(page.url()).pathname))
      .toMatch(/&property=\d+&site=\d+$/);
    await page.getByTestId('channel-entry').waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(channel);
    const header = (await page.getByTestId('dashboard-page').innerText()).replace(/\s+/g, ' ');
    expect(header).toContain(`at ${name}`);
  });

  it('printed no errors in the console', () => {
    expect(errors).toEqual([]);
  });
});

describe.skipIf(!executable)('why this score on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the explanation over the whole width with no serious accessibility problem', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signInContext(context, baseUrl, DEMO.manager);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('kpi-knockout').getByRole('button', { name: why }).click();
    const sheet = page.getByRole('dialog', { name: `${why}: Knockout share` });
    await expect.poll(() => sheetValue(page)).toMatch(/%$/);
    expect((await sheet.boundingBox())?.width).toBeCloseTo(390, 0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
