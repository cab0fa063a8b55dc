import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fixTopicAnchor, fixTopicOf } from '../../apps/web/src/lib/fix-guides.ts';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { firstHotelWhere } from '../support/demo-hotels.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

/** Booking.com: the demo's notes offer an option on the channel for its open issues. */
const CHANNEL = 107;

interface NotesAnswer {
  characteristics: {
    characteristicType: string;
    notes: { options: { type?: string | null; instruction: { source: string } }[] }[];
  }[];
}

/**
 * A hotel whose latest Booking.com audit has a note with an option to do on the channel, looked up
 * through the API as the page would ask: the demo portfolio is generated, so ids are not assumed.
 */
async function hotelWithChannelNote(request: APIRequestContext): Promise<number> {
  const hotel = await firstHotelWhere(request, baseUrl, CHANNEL, async (filters, auditId) => {
    const notes = (await (
      await request.get(
        `${baseUrl}/dashboard/properties/audits/results/notes?${filters}&audit=${auditId}`,
      )
    ).json()) as NotesAnswer;
    return notes.characteristics.some((result) =>
      result.notes.some((note) =>
        note.options.some(
          (option) =>
            option.instruction.source === 'Booking.com' && option.type !== 'IMPOSSIBLE_TO_ADD',
        ),
      ),
    );
  });
  if (hotel === null) throw new Error('No demo hotel has a note to fix on Booking.com');
  return hotel;
}

/** Elements of the page reaching past the window's right edge, by tag and class. */
function wider(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}

describe.skipIf(!executable)('the Instructions screen in chromium', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[][];

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    page = await context.newPage();
    errors = [collectPageErrors(page)];
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    [1440, 900],
    [390, 844],
  ])('opens from the menu at %d px and shows a guide within the window', async (width, height) => {
    await page.setViewportSize({ width, height });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (width < 1024) await page.getByRole('button', { name: 'Open the menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Instructions' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Instructions' }).waitFor();
    const guides = page.getByRole('list', { name: 'Guides by channel' }).getByRole('link');
    expect(await guides.count()).toBe(7);
    expect(await wider(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    await guides.filter({ hasText: 'GDS' }).click();
    await page.getByRole('heading', { level: 1, name: /^GDS/ }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/instructions/gds`);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: 'Meeting rooms' }).click();
    await expect.poll(() => page.url()).toMatch(/#fix-meeting-rooms$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    expect(await wider(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('follows "How to fix on Booking.com" from a note to the steps for its characteristic', async () => {
    // Notes are shown in hotel-chain views.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.chain);
    const hotel = await hotelWithChannelNote(context.request);
    const chainPage = await context.newPage();
    errors.push(collectPageErrors(chainPage));
    await chainPage.goto(`${baseUrl}/&property=${hotel}&site=${CHANNEL}`);
    const notes = chainPage.getByTestId('audit-notes-list');
    const link = notes.getByRole('link', { name: 'How to fix on Booking.com' }).first();
    await link.waitFor();
    const characteristic = await link.evaluate((element) =>
      element.closest('[data-characteristic]')!.getAttribute('data-characteristic')!,
    );
    // Keyboard: the link is reached and followed like any other.
    await link.focus();
    await chainPage.keyboard.press('Enter');
    const anchor = fixTopicAnchor(fixTopicOf(characteristic)!);
    await chainPage.waitForURL(`${baseUrl}/instructions/booking-com#${anchor}`);
    await chainPage.getByRole('navigation', { name: 'Contents' }).waitFor();
    expect(await chainPage.getByRole('heading', { level: 1 }).innerText()).toBe('Booking.com');
    // The steps for the note's characteristic have the focus, so reading goes on from there.
    await expect.poll(() => chainPage.evaluate(() => document.activeElement?.id)).toBe(anchor);
  });

  it('printed no errors in the console', () => {
    expect(errors.flat()).toEqual([]);
  });
});
