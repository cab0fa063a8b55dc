import { readFile } from 'node:fs/promises';
import { CHANGE_REQUEST_LAYOUTS } from '@lens/domain';
import { parse } from 'csv-parse/sync';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

/** Booking.com: an OTA, so its requests are written in the extranet layout. */
const CHANNEL = 107;
const PROCESSED =
  'Your request to flag Matched items for modification has been processed. Please refresh your Dashboard page to see the updated data.';

/** A hotel of the manager's with a latest audit on the channel, looked up as the page would. */
async function auditedHotel(request: APIRequestContext): Promise<number> {
  const hotels = (await (
    await request.get(`${baseUrl}/dashboard/data/filter/property?property_type=HOTEL`)
  ).json()) as { availableFilters: { id: number }[] };
  for (const { id } of hotels.availableFilters.slice(0, 40)) {
    const last = (await (
      await request.get(`${baseUrl}/dashboard/data/audit-id/last?property=${id}&site=${CHANNEL}`)
    ).json()) as { auditId: number | null };
    if (last.auditId !== null) return id;
  }
  throw new Error('No demo hotel has an audit on Booking.com');
}

describe.skipIf(!executable)('change requests in chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let reference: string;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    await signInContext(context, baseUrl, DEMO.manager);
    const hotel = await auditedHotel(context.request);
    page = await context.newPage();
    errors = collectPageErrors(page);
    await page.goto(`${baseUrl}/&property=${hotel}&site=${CHANNEL}`);
    await page.getByTestId('channel-audit').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('flags an item, then makes a change request from it with the reference value', async () => {
    const general = page.getByTestId('audit-general');
    const flagName = /^Flag .* for modification$/;
    let characteristic: string | null = null;
    for (const row of await general.getByTestId('characteristic-row').all()) {
      if ((await row.getByRole('button', { name: flagName }).count()) === 0) continue;
      characteristic = await row.getAttribute('data-characteristic');
      break;
    }
    expect(characteristic).not.toBeNull();
    await general
      .locator(`[data-characteristic="${characteristic}"]`)
      .getByRole('button', { name: flagName })
      .click();
    await page.getByTestId('save-general').click();
    // Above the flagged widget's table while it is on screen, otherwise in the window's corner.
    await page
      .locator('[data-testid="placed-messages"], [data-testid="messages"]')
      .getByText(PROCESSED)
      .first()
      .waitFor({ timeout: 30_000 });

    await page.getByTestId('create-change-request').click();
    const dialog = page.getByTestId('create-change-request-dialog');
    const ticked = dialog.getByRole('checkbox', { checked: true });
    await ticked.first().waitFor();
    expect(await ticked.count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: /^Create request \(\d+\)$/ }).click();
    const title = dialog.getByRole('heading', { name: /^Change request CR-\d+ made$/ });
    await title.waitFor();
    reference = /CR-\d+/.exec(await title.innerText())![0];
  });

  it('downloads the request as CSV in the extranet layout', async () => {
    const dialog = page.getByTestId('create-change-request-dialog');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${reference} .*Booking\\.com\\.csv$`),
    );
    const table = parse(await readFile((await download.path())!), { bom: true }) as string[][];
    expect(table[0]).toEqual(
      CHANGE_REQUEST_LAYOUTS.OTA_EXTRANET.columns.map((column) => column.header),
    );
    expect(table.length).toBeGreaterThan(1);
    const requested = table[0]!.indexOf('Requested content');
    expect(table[1]![requested]).not.toBe('');
    expect(table[1]![table[0]!.indexOf('Reference')]).toBe(reference);
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it('prints the request on a page without the app frame', async () => {
    const id = reference.slice(3);
    const print = await context.newPage();
    await print.goto(`${baseUrl}/change_requests/${id}/print`);
    const sheet = print.getByTestId('change-request-print');
    await sheet.waitFor();
    expect(await sheet.getByRole('heading', { level: 1 }).innerText()).toBe(
      `Content change request ${reference}`,
    );
    expect(await sheet.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await print.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    await print.emulateMedia({ media: 'print' });
    expect(await print.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await print.close();
  });

  it('marks the request sent from the list', async () => {
    await page.goto(`${baseUrl}/change_requests`);
    const table = page.getByTestId('change-requests-table');
    await table.getByText(reference, { exact: true }).waitFor();
    await page
      .getByRole('button', { name: `Mark sent ${reference}` })
      .first()
      .click();
    const dialog = page.getByTestId('mark-sent-dialog');
    await dialog.getByRole('button', { name: 'Mark sent' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = table.getByRole('row').filter({ hasText: reference });
    await row.getByText('Sent', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
