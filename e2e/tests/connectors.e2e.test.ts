import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { root } from '../../apps/server/src/test-support/server-process.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

const PAGE = path.join(
  root,
  'apps/server/src/modules/connectors/test-support/recorded/pages/hotel-graph.html',
);

/**
 * An administrator captures a hotel's listing page (served here on loopback) from the Connectors
 * screen and follows the link to the audit it landed.
 */
describe.skipIf(!executable)('connectors in chromium', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let listing: http.Server;
  let listingUrl: string;

  beforeAll(async () => {
    const html = await readFile(PAGE);
    listing = http.createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
    );
    await new Promise<void>((resolve) => listing.listen(0, '127.0.0.1', resolve));
    listingUrl = `http://127.0.0.1:${(listing.address() as AddressInfo).port}/hotels/harbour-view`;
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.admin);
    page = await context.newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => listing?.close(resolve));
  });

  it('captures a listing page and opens the audit it landed', async () => {
    await page.goto(`${baseUrl}/admin/connectors`);
    await page.getByRole('heading', { name: 'Connectors', level: 1 }).waitFor();
    await page.getByTestId('connectors-list').getByText('Google').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const capture = page.getByTestId('capture-card');
    await capture.getByRole('button', { name: 'Capture' }).click();
    // Nothing chosen yet: the form says what is missing before anything is sent.
    await capture.getByText('Choose a property.').waitFor();
    await capture.getByText('Choose a channel.').waitFor();

    const property = capture.getByLabel('Property');
    await property.locator('option').nth(1).waitFor({ state: 'attached' });
    await property.selectOption({ index: 1 });
    const propertyId = await property.inputValue();
    await capture.getByLabel('Channel').selectOption({ label: 'Google' });
    await capture.getByLabel('Listing page URL').fill(listingUrl);
    await capture.getByRole('button', { name: 'Capture' }).click();

    const result = page.getByTestId('capture-result');
    await result.waitFor();
    expect(await result.textContent()).toMatch(/Landed as a Hotel snapshot and audited/);
    expect(await result.textContent()).toMatch(/name, brand, address, phone/);
    await result.getByRole('link', { name: /Open the audit/ }).click();
    await page.waitForURL(new RegExp(`property=${propertyId}&site=104`));
    expect(errors).toEqual([]);
  });
});
