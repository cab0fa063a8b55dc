import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { csrfHeaders, DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

/** Booking.com and Expedia, audited for most demo properties. */
const GROUP_CHANNEL_IDS = [107, 120];
const GROUP_CHANNELS = ['Booking.com', 'Expedia'];

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** The channel names the channels table lists (each row's first line). */
async function channelNames(page: Page): Promise<string[]> {
  const table = page.getByTestId('channels-table');
  // Rows off screen are not laid out, and their innerText reads empty.
  await table.scrollIntoViewIfNeeded();
  const cells = table.locator('tbody tr[data-index] td:first-child');
  const names = await cells.allInnerTexts();
  return names.map((text) => text.split('\n')[0]!.trim()).sort();
}

describe.skipIf(!executable)('channel groups in chromium', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let api: APIRequestContext;
  let group: { id: number; name: string };
  let clientId: number;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    admin = await browser.newContext();
    await signInContext(admin, baseUrl, DEMO.admin);
    api = admin.request;
    // The demo client is the one the seeded groups belong to.
    const seeded = await (
      await api.get(`${baseUrl}/dashboard/admin/channel-groups?search=GDS`)
    ).json();
    clientId = seeded.items[0].clientId as number;
    const created = await api.post(`${baseUrl}/dashboard/admin/channel-groups`, {
      data: { name: `E2E OTAs ${Date.now()}`, clientId, siteIds: GROUP_CHANNEL_IDS },
      headers: await csrfHeaders(api),
    });
    expect(created.status(), await created.text()).toBe(200);
    group = await created.json();
  });

  afterAll(async () => {
    if (group)
      await api.delete(`${baseUrl}/dashboard/admin/channel-groups/${group.id}`, {
        headers: await csrfHeaders(api),
      });
    await browser?.close();
  });

  it('lists the created group in the admin area', async () => {
    const page = await admin.newPage();
    await page.goto(`${baseUrl}/admin/channel_groups`);
    await page
      .getByTestId('channel-groups-list')
      .getByText(group.name)
      .waitFor({ timeout: 30_000 });
    await page.close();
  });

  it.each([1440, 390])(
    'offers the group in the channel filter and narrows the channel table to it at %i px',
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await signInContext(context, baseUrl, DEMO.manager);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page
        .getByTestId('channels-table')
        .locator('tbody tr[data-index]')
        .first()
        .waitFor({ timeout: 30_000 });
      expect((await channelNames(page)).length).toBeGreaterThan(GROUP_CHANNELS.length);

      // Wide screens have the panel beside the widgets; narrow ones open it as a popup.
      let filters: Locator;
      if (width >= 1000) filters = page.getByTestId('filter-panel');
      else {
        await page.getByTestId('open-filters').click();
        filters = page.getByTestId('filter-popup');
        const toggle = filters.locator(
          'section[data-dataset="site_group"] h3 button[aria-expanded]',
        );
        if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      }
      const option = filters.locator(`[data-channel-group="${group.id}"]`);
      await option.waitFor({ timeout: 30_000 });
      expect(await option.innerText()).toContain(group.name);
      // Opened, the group shows its channels.
      await filters.getByRole('button', { name: `Show channels of ${group.name}` }).click();
      await expect
        .poll(() => filters.locator(`#channels-group-${group.id} li`).allInnerTexts(), {
          timeout: 15_000,
        })
        .toEqual(GROUP_CHANNELS);

      await option.locator('input').check();
      await filters.getByRole('button', { name: 'Apply' }).click();
      await expect
        .poll(() => pathOf(page), { timeout: 15_000 })
        .toBe(`/&channel_group=${group.id}`);
      await expect.poll(() => channelNames(page), { timeout: 30_000 }).toEqual(GROUP_CHANNELS);
      await expect
        .poll(() => page.getByTestId('filter-chips').innerText(), { timeout: 15_000 })
        .toContain(group.name);
      await context.close();
    },
    120_000,
  );

  it('treats a link to a deleted group as an unknown value, not an error', async () => {
    const doomed = await api.post(`${baseUrl}/dashboard/admin/channel-groups`, {
      data: { name: `E2E deleted ${Date.now()}`, clientId, siteIds: [104] },
      headers: await csrfHeaders(api),
    });
    const { id } = await doomed.json();
    const deleted = await api.delete(`${baseUrl}/dashboard/admin/channel-groups/${id}`, {
      headers: await csrfHeaders(api),
    });
    expect(deleted.status()).toBe(204);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/&channel_group=${id}`);
    // The chip names the value it cannot find, and removing it brings every channel back.
    const chip = page.getByTestId('filter-chips');
    await expect.poll(() => chip.innerText(), { timeout: 30_000 }).toContain(`#${id}`);
    expect(pathOf(page)).toBe(`/&channel_group=${id}`);
    await chip.getByRole('button', { name: new RegExp(`Remove channel group #${id}`) }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await page
      .getByTestId('channels-table')
      .locator('tbody tr[data-index]')
      .first()
      .waitFor({ timeout: 30_000 });
    await context.close();
  });
});
