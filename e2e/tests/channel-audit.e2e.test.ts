import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { firstHotelWhere } from '../support/demo-hotels.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

/** Booking.com: a channel with a content score and multilingual descriptions in the demo. */
const CHANNEL = 107;
const PROCESSED =
  'Your request to flag Matched items for modification has been processed. Please refresh your Dashboard page to see the updated data.';

interface Fragment {
  text: string;
  highlightType: 'DELETE' | 'INSERT' | null;
}

/**
 * A hotel whose latest audit on the channel has a changed description, found through the API as
 * the page would ask: the demo portfolio is generated, so ids are looked up rather than assumed.
 */
async function hotelWithChangedDescription(request: APIRequestContext): Promise<number> {
  const hotel = await firstHotelWhere(request, baseUrl, CHANNEL, async (filters, auditId) => {
    const details = (await (
      await request.get(`${baseUrl}/dashboard/data/audit/last?${filters}&audit=${auditId}`)
    ).json()) as {
      descriptionWidgetDashboardDto: {
        comparedDescriptions: {
          currentComparedDescription: { descriptionFragment: Fragment[] };
          previousComparedDescription: { descriptionFragment: Fragment[] } | null;
        }[];
      } | null;
    };
    const first = details.descriptionWidgetDashboardDto?.comparedDescriptions[0];
    const marked = (fragments: Fragment[] | undefined, type: Fragment['highlightType']) =>
      !!fragments?.some((fragment) => fragment.highlightType === type);
    return (
      marked(first?.currentComparedDescription.descriptionFragment, 'DELETE') &&
      marked(first?.previousComparedDescription?.descriptionFragment, 'INSERT')
    );
  });
  if (hotel === null) throw new Error('No demo hotel has a changed description on Booking.com');
  return hotel;
}

const WIDGETS = [
  'audit-general',
  'audit-description',
  'audit-amenities',
  'audit-location',
  'audit-photos',
  'audit-content-score',
  'audit-comments',
];

describe.skipIf(!executable)('the channel audit page in chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let hotel: number;
  let path: string;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await signInContext(context, baseUrl, DEMO.manager);
    hotel = await hotelWithChangedDescription(context.request);
    path = `/&property=${hotel}&site=${CHANNEL}`;
    page = await context.newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('draws every widget of the latest audit', async () => {
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId('channel-audit').waitFor();
    for (const id of WIDGETS) expect(await page.getByTestId(id).isVisible(), id).toBe(true);
    const rows = page.getByTestId('characteristic-row');
    expect(await rows.count()).toBeGreaterThan(5);
    expect(await page.getByTestId('audit-age').innerText()).toMatch(
      /^Audited \d{1,2} \w{3} \d{4}, (today|yesterday|\d+ (days|weeks) ago)$/,
    );
    expect(await page.getByTestId('audit-engine').innerText()).toMatch(
      /^Scored with engine v\d+ on \d{1,2} \w{3} \d{4}$/,
    );
    const pills = await rows
      .locator('[data-status]')
      .evaluateAll((nodes) =>
        nodes.map((node) => [node.textContent, node.getAttribute('data-color')]),
      );
    expect(pills).toContainEqual(['ACCURATE', 'green']);
    expect(await page.getByTestId('location-distance').innerText()).toMatch(/mi|—/);
    await page.getByTestId('audit-content-score').getByTestId('content-score-components').waitFor();
  });

  it('opens the evidence the engine kept for a characteristic', async () => {
    await page.getByRole('button', { name: 'Why: Name' }).click();
    const evidence = page.getByTestId('evidence');
    await evidence.waitFor();
    expect(await evidence.innerText()).toContain('Source, normalised');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('highlights what changed in the description, with the legend, and copies the text', async () => {
    const description = page.getByTestId('audit-description');
    const [current, previous] = await description.getByTestId('description-column').all();
    expect(await current!.locator('mark[data-highlight="DELETE"]').count()).toBeGreaterThan(0);
    expect(await previous!.locator('mark[data-highlight="INSERT"]').count()).toBeGreaterThan(0);
    // Each side carries only its own kind of fragment.
    expect(await current!.locator('mark[data-highlight="INSERT"]').count()).toBe(0);
    expect(await previous!.locator('mark[data-highlight="DELETE"]').count()).toBe(0);
    const legend = await description.getByTestId('description-legend').innerText();
    expect(legend).toContain('In channel but not in source');
    expect(legend).toContain('In source but missing in channel');
    const yellow = await current!
      .locator('mark[data-highlight="DELETE"]')
      .first()
      .evaluate((mark) => getComputedStyle(mark).backgroundColor);
    expect(yellow).toBe('rgb(253, 233, 168)');

    await current!.getByRole('button', { name: 'Copy current description' }).click();
    await current!.getByText('Text copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await current!.getByRole('region').innerText();
    expect(copied.replace(/\s+/g, ' ').trim()).toBe(shown.replace(/\s+/g, ' ').trim());
  });

  it('stacks the description columns below 1024 px', async () => {
    const boxes = async () =>
      Promise.all(
        (await page.getByTestId('description-column').all()).map((column) => column.boundingBox()),
      );
    const [left, right] = await boxes();
    expect(right!.y).toBe(left!.y);
    await page.setViewportSize({ width: 900, height: 900 });
    await expect.poll(async () => (await boxes())[1]!.y).toBeGreaterThan(left!.y);
    const [top, bottom] = await boxes();
    expect(bottom!.y).toBeGreaterThanOrEqual(top!.y + top!.height);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('flags a matched item, saves it, and offers Refresh once the server has processed it', async () => {
    const general = page.getByTestId('audit-general');
    const flagName = /^Flag .* for modification$/;
    let characteristic: string | null = null;
    for (const row of await general.getByTestId('characteristic-row').all()) {
      if ((await row.getByRole('button', { name: flagName }).count()) === 0) continue;
      characteristic = await row.getAttribute('data-characteristic');
      break;
    }
    expect(characteristic).not.toBeNull();
    const flag = general
      .locator(`[data-characteristic="${characteristic}"]`)
      .getByRole('button', { name: flagName });
    const save = page.getByTestId('save-general');
    expect(await save.isDisabled()).toBe(true);
    await flag.click();
    expect(await save.isEnabled()).toBe(true);
    await save.click();

    // The message sits above the flagged widget's table while that is on screen, otherwise in
    // the window's corner; the processed message replaces "being processed" in the same place.
    const message = page
      .locator('[data-testid="placed-messages"], [data-testid="messages"]')
      .getByTestId('message')
      .filter({ hasText: PROCESSED });
    await message.first().waitFor({ timeout: 30_000 });
    const refresh = message.first().getByRole('button', { name: 'Refresh' });
    await Promise.all([page.waitForEvent('load'), refresh.click()]);

    const flagged = page.locator(`[data-characteristic="${characteristic}"]`);
    await flagged.waitFor();
    expect(await flagged.locator('[data-status]').innerText()).toBe('MATCHED (MODIFY)');
    expect(
      await flagged.getByRole('button', { name: /flagged for modification$/ }).isDisabled(),
    ).toBe(true);
  });

  it('fits a phone without scrolling sideways', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signInContext(phone, baseUrl, DEMO.manager);
    const small = await phone.newPage();
    await small.goto(`${baseUrl}${path}`);
    await small.getByTestId('channel-audit').waitFor();
    expect(
      await small.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await seriousViolations(small)).toEqual([]);
    await phone.close();
  });

  it('printed no errors in the console', () => {
    expect(errors).toEqual([]);
  });
});

describe.skipIf(!executable)('the channel audit page in hotel-chain mode', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.chain);
    const hotel = await hotelWithChangedDescription(context.request);
    page = await context.newPage();
    errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/&property=${hotel}&site=${CHANNEL}`);
    await page.getByTestId('channel-audit').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows statuses in the hotel-chain vocabulary, against the PIM', async () => {
    const labels = await page
      .getByTestId('characteristic-row')
      .locator('[data-status]')
      .allInnerTexts();
    expect(labels).toContain('MATCHED');
    for (const standard of ['ACCURATE', 'INACCURATE', 'DISCREPANCY', 'AWAITING REVIEW'])
      expect(labels).not.toContain(standard);
    expect(
      await page.getByTestId('audit-general').getByRole('columnheader', { name: 'PIM' }).count(),
    ).toBe(1);
  });

  it('compares the PIM description with the channel', async () => {
    const headings = await page
      .getByTestId('audit-description')
      .getByTestId('description-column')
      .getByRole('heading')
      .allInnerTexts();
    expect(headings).toEqual(['PIM description', 'Booking.com description']);
  });

  it('draws the notes and hides the on-site and off-site photo tags', async () => {
    await page.getByTestId('audit-notes').waitFor();
    const tags = page.getByTestId('photo-tags');
    if ((await tags.count()) > 0) {
      const names = await tags
        .locator('li')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-tag')));
      expect(names).not.toContain('on-site');
      expect(names).not.toContain('off-site');
    }
  });

  it('reads a result against the property and its brand across channels', async () => {
    await page.getByRole('button', { name: 'Why: Name' }).click();
    const benchmark = page.getByTestId('benchmark');
    await benchmark.waitFor();
    await expect.poll(() => benchmark.innerText()).toMatch(/all properties/);
  });

  it('has no serious accessibility problem', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('printed no errors in the console', () => {
    expect(errors).toEqual([]);
  });
});
