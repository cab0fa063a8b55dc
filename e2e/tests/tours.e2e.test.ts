import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

// A user no other browser test signs in as, so its tour history is this file's alone.
const USER = DEMO.other;

const step = (page: Page) => page.getByTestId('tour-step');
const title = (page: Page) => step(page).locator('.driver-popover-title').innerText();
const filtersOf = (page: Page) =>
  decodeURIComponent(new URL(page.url()).pathname).replace(/&(startDate|endDate)=[\d-]+/g, '');

async function savedHistory(context: BrowserContext) {
  const csrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'lens_csrf');
  const response = await context.request.post(`${baseUrl}/dashboard/user/actions-history`, {
    headers: csrf ? { 'X-CSRF-Token': csrf.value } : {},
  });
  return JSON.parse(((await response.json()) as { actionsHistoryJson: string }).actionsHistoryJson);
}

describe.skipIf(!executable)('onboarding tours in chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, USER, { tours: 'fresh' });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('welcomes a first-time user on the first page they open', async () => {
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => title(page), { timeout: 20_000 }).toBe('Welcome to ListingLens');
    expect(await step(page).innerText()).toMatch(/1 of \d+/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('runs the whole tour down to the channel audit with an example property', async () => {
    const titles: string[] = [];
    const levels = new Set<string>();
    for (let clicks = 0; clicks < 40; clicks += 1) {
      const current = await title(page);
      titles.push(current);
      levels.add(filtersOf(page));
      if (current === 'You have seen it all') break;
      const before = `${current}|${await step(page).innerText()}`;
      await step(page).locator('.lens-tour-primary').click();
      // The next step, possibly on the next level once its data is in.
      await expect
        .poll(
          async () =>
            (await step(page).count()) > 0
              ? `${await title(page)}|${await step(page).innerText()}`
              : before,
          { timeout: 20_000 },
        )
        .not.toBe(before);
    }
    expect(titles.at(-1)).toBe('You have seen it all');
    expect(titles).toContain('Filters');
    expect(titles).toContain('On to the property page');
    expect(titles).toContain('Your filters will change');
    expect(titles).toContain('Your properties, worst first');
    expect(titles).toContain('The audit');
    // Each Continue replaced the filters with the example property's, one level further down.
    expect(filtersOf(page)).toMatch(/^\/&property_type=\w+&property=\d+&site=\d+$/);
    expect([...levels].some((path) => /^\/&property_type=\w+&property=\d+$/.test(path))).toBe(true);

    await step(page).locator('.lens-tour-primary').click();
    await expect.poll(() => step(page).count()).toBe(0);
    const history = await savedHistory(context);
    expect(history.skipped).toBe(false);
    // This client has hotels only, so its dashboard opens on the property-type level.
    expect(history.visitedLevel).toMatchObject({
      'property-type': true,
      property: true,
      channel: true,
    });
    expect(history.seenHints['filter-panel']).toBe(true);
  });

  it('hides the tour when the user changes a filter', async () => {
    await page.getByRole('button', { name: 'Take the tour' }).click();
    await expect.poll(() => title(page), { timeout: 20_000 }).toBe('Welcome to ListingLens');
    await page.getByTestId('next-channel').click({ force: true });
    await expect.poll(() => step(page).count()).toBe(0);
  });

  it('never starts again once skipped, even after a reload', async () => {
    await page.getByRole('button', { name: 'Take the tour' }).click();
    await expect.poll(() => title(page), { timeout: 20_000 }).toBe('Welcome to ListingLens');
    await step(page).getByRole('button', { name: 'Skip tours' }).click();
    await expect.poll(() => step(page).count()).toBe(0);
    await expect.poll(async () => (await savedHistory(context)).skipped).toBe(true);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('dashboard-page').locator('h1').waitFor();
    await page.waitForTimeout(1_500);
    expect(await step(page).count()).toBe(0);
  });

  it('does not start on a window narrower than 1024 px', async () => {
    const narrow = await browser.newContext({ viewport: { width: 900, height: 900 } });
    await signInContext(narrow, baseUrl, USER, { tours: 'fresh' });
    const phone = await narrow.newPage();
    await phone.goto(`${baseUrl}/`);
    await phone.getByTestId('dashboard-page').locator('h1').waitFor();
    await phone.waitForTimeout(1_500);
    expect(await step(phone).count()).toBe(0);
    await narrow.close();
  });
});
