import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

interface Target {
  property: number;
  channel: { id: number; name: string };
  auditId: number;
}

/**
 * A hotel the demo gave a duplicate listing, on that channel, whose latest capture is not a wrong
 * match yet: looked up through the API as the pages ask, since the portfolio is generated.
 */
async function duplicatedHotel(request: APIRequestContext): Promise<Target> {
  const hotels = (await (
    await request.get(`${baseUrl}/dashboard/data/filter/property?property_type=HOTEL`)
  ).json()) as { availableFilters: { id: number }[] };
  const ids = hotels.availableFilters.map((hotel) => hotel.id).sort((a, b) => a - b);
  for (const id of ids.slice(0, 20)) {
    const duplicates = (await (
      await request.get(`${baseUrl}/dashboard/duplicate-listings?property=${id}`)
    ).json()) as { channels: { site: { id: number; name: string } }[] };
    const channel = duplicates.channels[0]?.site;
    if (channel === undefined) continue;
    const identity = (await (
      await request.get(`${baseUrl}/dashboard/listing-identity?property=${id}&site=${channel.id}`)
    ).json()) as { latest: { auditId: number; wrongMatch: unknown } | null };
    if (identity.latest && !identity.latest.wrongMatch)
      return { property: id, channel, auditId: identity.latest.auditId };
  }
  throw new Error('No demo hotel has a duplicate listing and a capture to mark');
}

/**
 * The channel page after its capture was marked: named after the channel, not a bare "Channel";
 * a channel left without a scored capture says why instead of N/A figures (docs/product-rules.md,
 * "A channel with no score"), one still scored by earlier captures shows its figures.
 */
async function assertNamedChannel(page: Page, target: Target): Promise<void> {
  const scored = (await (
    await page.request.get(`${baseUrl}/dashboard/data/filter/site?property=${target.property}`)
  ).json()) as { availableFilters: { id: number }[] };
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.innerText()).toBe(target.channel.name);
  const entry = page.getByTestId('channel-entry');
  if (scored.availableFilters.some((row) => row.id === target.channel.id)) {
    await entry.getByText('Accuracy', { exact: true }).waitFor();
  } else {
    const property = (await (
      await page.request.get(
        `${baseUrl}/dashboard/data/filter/property?property=${target.property}`,
      )
    ).json()) as { availableFilters: { name: string }[] };
    const name = property.availableFilters[0]!.name;
    await entry.getByTestId('channel-unscored').waitFor();
    expect(await entry.innerText()).toContain(
      `No score here for this period. ${target.channel.name} has no scored capture of ${name}`,
    );
    expect((await entry.getByTestId('back-to-property').innerText()).trim()).toBe(
      `Back to ${name}`,
    );
  }
  expect(await entry.innerText()).not.toContain('N/A');
}

describe.skipIf(!executable)('wrong matches and duplicate listings in chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let target: Target;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    target = await duplicatedHotel(context.request);
    page = await context.newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    // Put the capture back so the other suites see the portfolio as seeded.
    const { cookies } = await context.storageState();
    const csrf = cookies.find((cookie) => cookie.name === 'lens_csrf')?.value ?? '';
    await context.request.post(`${baseUrl}/dashboard/wrong-matches/${target.auditId}/restore`, {
      headers: { 'X-CSRF-Token': csrf },
    });
    await browser?.close();
  });

  it('shows the duplicate listing on the property page, with why it matched', async () => {
    await page.goto(`${baseUrl}/&property=${target.property}`);
    const widget = page.getByTestId('duplicate-listings');
    await widget.getByTestId('duplicate-listing').first().waitFor();
    const text = await widget.innerText();
    expect(text).toMatch(/Similar name|Same phone/);
    expect(text).toContain('Not a duplicate');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('marks the capture as a wrong match on the channel page and lists it for review', async () => {
    await page.goto(`${baseUrl}/&property=${target.property}&site=${target.channel.id}`);
    await page.getByTestId('mark-wrong-match').click();
    const dialog = page.getByTestId('wrong-match-dialog');
    await dialog.getByLabel('Comment (optional)').fill('Another hotel of the same street');
    await dialog.getByRole('button', { name: 'Mark as wrong match' }).click();
    await page.getByTestId('wrong-match-notice').waitFor();
    expect(await page.getByTestId('wrong-match-notice').innerText()).toContain(
      'left out of every score',
    );
    await assertNamedChannel(page, target);

    // The notice says where the capture went and links there (besides the menu's item).
    await page
      .getByTestId('wrong-match-notice')
      .getByRole('link', { name: 'Wrong matches' })
      .click();
    const item = page.locator(`[data-testid="wrong-match"][data-audit="${target.auditId}"]`);
    await item.waitFor();
    expect(await item.innerText()).toContain('Another hotel of the same street');
    expect(await item.innerText()).toContain('Awaiting review');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
