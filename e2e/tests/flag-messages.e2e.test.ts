import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { firstHotelWhere } from '../support/demo-hotels.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

/** Expedia: a channel the other flag tests leave alone, so its first flaggable row is ours. */
const CHANNEL = 120;
const SAVE = '/dashboard/matchedNotes';
const PROCESSING = 'Your request to flag Matched items for modification is being processed.';
const PROCESSED =
  'Your request to flag Matched items for modification has been processed. Please refresh your Dashboard page to see the updated data.';

/**
 * Where a flag save's messages stand (docs/product-rules.md): above the flagged widget's table,
 * pushing it down rather than covering its rows, and "being processed" stays there until the
 * processed message replaces it. The processed message is held back on the page's socket until
 * the test lets it through, so "stays" is checked after the save was answered, not raced.
 */
describe.skipIf(!executable)('flag messages in chromium', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let uid: string | null = null;
  const held: (() => void)[] = [];

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    const hotel = await firstHotelWhere(context.request, baseUrl, CHANNEL, async () => true);
    if (hotel === null) throw new Error('No demo hotel has an audit on Expedia');
    page = await context.newPage();
    errors = collectPageErrors(page);
    await page.routeWebSocket(/\/(druid|pv)-websocket$/, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((frame) => server.send(frame));
      server.onMessage((frame) => {
        // The processed frame carries the save's uid as its body.
        if (uid !== null && String(frame).includes(uid)) held.push(() => socket.send(frame));
        else socket.send(frame);
      });
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === SAVE) uid = url.searchParams.get('uid');
    });
    await page.goto(`${baseUrl}/&property=${hotel}&site=${CHANNEL}`);
    await page.getByTestId('channel-audit').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows "being processed" above the flagged table, off its rows, until the flags are processed', async () => {
    const general = page.getByTestId('audit-general');
    const flag = general
      .getByTestId('characteristic-row')
      .getByRole('button', { name: /^Flag .* for modification$/ })
      .first();
    await flag.click();
    const save = page.getByTestId('save-general');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === SAVE);
    await save.click();
    expect((await answered).ok()).toBe(true);
    // The page has taken the answer in once the button is back from "Saving…".
    await expect.poll(() => save.innerText()).toBe('Save changes');

    const placed = general.getByTestId('placed-messages');
    expect(await placed.getByTestId('message').allInnerTexts()).toEqual([PROCESSING]);
    expect(await page.getByTestId('messages').count()).toBe(0);
    const message = (await placed.boundingBox())!;
    const table = (await general.locator('table').boundingBox())!;
    expect(message.y + message.height).toBeLessThanOrEqual(table.y);
    for (const row of await general.getByTestId('characteristic-row').all()) {
      const box = (await row.boundingBox())!;
      expect(box.y >= message.y + message.height || box.y + box.height <= message.y).toBe(true);
    }

    // The server has processed the save by now; its message reaches the page only when let through.
    await expect.poll(() => held.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await placed.getByTestId('message').allInnerTexts()).toEqual([PROCESSING]);
    for (const send of held.splice(0)) send();
    await expect
      .poll(() => placed.getByTestId('message').allInnerTexts())
      .toEqual([expect.stringContaining(PROCESSED)]);
    expect(await page.getByTestId('messages').count()).toBe(0);
  });

  it('leaves when dismissed, from the widget and the corner alike', async () => {
    const placed = page.getByTestId('audit-general').getByTestId('placed-messages');
    await placed.getByRole('button', { name: 'Dismiss' }).click();
    await placed.waitFor({ state: 'detached' });
    expect(await page.getByTestId('messages').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
