import { FIRST_ANSWERS_ELEMENT_ID } from '@lens/contracts';
import { lastDaysRange } from '@lens/domain';
import type { Browser, BrowserContext, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

const CURRENT_DATE = '**/dashboard/date/current-date';
const SCORE_INTERVAL = '**/dashboard/data/accuracy/accuracyScoreInterval**';

/** Today on this machine's calendar, which the browser shares unless its clock is set. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Serves `pageUrl` without the answer it brings for `url`, as from a server that could not give it. */
async function withoutPageAnswer(page: Page, pageUrl: string, url: string): Promise<void> {
  await page.route(pageUrl, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      new RegExp(
        `(<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">)(.*?)(</script>)`,
        's',
      ),
      (_element, open: string, json: string, close: string) => {
        const answers = JSON.parse(json) as Record<string, unknown>;
        delete answers[url];
        return `${open}${JSON.stringify(answers).replaceAll('<', '\\u003c')}${close}`;
      },
    );
    await route.fulfill({ response, body });
  });
}

const trendTable = (page: Page) =>
  page.getByRole('table', { name: 'Average accuracy and knockout by month' });

/**
 * How the page talks to the server: whose today the dates follow, what a failed answer does, and
 * the live sockets it holds.
 */
describe.skipIf(!executable)('request plumbing in chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let serverToday: string;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    serverToday = (await (
      await context.request.get(`${baseUrl}/dashboard/date/current-date`)
    ).json()) as string;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("opens on the last 30 days of the server's calendar when the browser's clock says otherwise", async () => {
    // The clock is the context's: a context of its own keeps the other tests on the real one.
    const ahead = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(ahead, baseUrl, DEMO.manager);
    const page = await ahead.newPage();
    // The browser believes it is 100 days ahead of the server.
    const later = new Date(`${serverToday}T12:00:00`);
    later.setDate(later.getDate() + 100);
    await page.clock.setFixedTime(later);
    await page.goto(`${baseUrl}/`);
    const range = page.getByTestId('date-range');
    await range.waitFor();
    const expected = lastDaysRange(serverToday, 30);
    expect(await range.getAttribute('data-end')).toBe(expected.endDate);
    expect(await range.getAttribute('data-start')).toBe(expected.startDate);
    // The data the page asks for is the server's range too, and it draws.
    await expect
      .poll(async () => (await trendTable(page).locator('tbody tr').count()) > 0)
      .toBe(true);
    await page.screenshot({ path: '/tmp/plumbing-server-date.png' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await ahead.close();
  });

  it("falls back to the browser's date and lists 'Loading current date' when the date call fails", async () => {
    const page = await context.newPage();
    await withoutPageAnswer(page, `${baseUrl}/`, '/dashboard/date/current-date');
    await page.route(CURRENT_DATE, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"error":"Internal Server Error","message":"boom"}',
      }),
    );
    await page.goto(`${baseUrl}/`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Sorry, we had some problems with:').waitFor();
    expect(await dialog.getByRole('listitem').allInnerTexts()).toEqual(['Loading current date']);
    await page.screenshot({ path: '/tmp/plumbing-date-failed.png' });
    expect(await page.getByTestId('date-range').getAttribute('data-end')).toBe(localToday());
    await page.close();
  });

  it('brings the answers of its first reads with the page: none of those reads is asked again', async () => {
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/dashboard/')) asked.push(url.pathname);
    });
    await page.goto(`${baseUrl}/`);
    await expect
      .poll(async () => (await trendTable(page).locator('tbody tr').count()) > 0)
      .toBe(true);
    for (const read of [
      '/dashboard/check_credentials_validity',
      '/dashboard/date/current-date',
      '/dashboard/data/filter/view',
      '/dashboard/filter/site',
      '/dashboard/filter/country',
      '/dashboard/filter/property_type',
      '/dashboard/filter/site_group',
    ])
      expect(asked, read).not.toContain(read);
    // The widgets' own data is asked as ever.
    expect(asked).toContain('/dashboard/data/accuracy/accuracyScoreInterval');
    await page.close();
  });

  it('asks a read again after a 503 and shows its data without an error', async () => {
    const page = await context.newPage();
    let answered = 0;
    await page.route(SCORE_INTERVAL, async (route) => {
      answered += 1;
      if (answered === 1) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"statusCode":503,"error":"Service Unavailable","message":"Try again"}',
        });
      } else await route.continue();
    });
    await page.goto(`${baseUrl}/`);
    await expect
      .poll(async () => (await trendTable(page).locator('tbody tr').count()) > 0, {
        timeout: 20_000,
      })
      .toBe(true);
    expect(answered).toBe(2);
    expect(await page.getByText('The accuracy trend could not be loaded.').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('holds both live sockets, each subscribed to its own topics', async () => {
    const page = await context.newPage();
    const sockets: WebSocket[] = [];
    const subscriptions = new Map<string, string[]>();
    page.on('websocket', (socket) => {
      sockets.push(socket);
      const path = new URL(socket.url()).pathname;
      socket.on('framesent', ({ payload }) => {
        const destination = /^SUBSCRIBE\n(?:.*\n)*?destination:(.+)\n/.exec(String(payload));
        if (destination)
          subscriptions.set(path, [...(subscriptions.get(path) ?? []), destination[1]!]);
      });
    });
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('date-range').waitFor();
    await expect.poll(() => subscriptions.size, { timeout: 15_000 }).toBe(2);
    expect(sockets.map((socket) => new URL(socket.url()).pathname).sort()).toEqual([
      '/druid-websocket',
      '/pv-websocket',
    ]);
    await expect
      .poll(() => (subscriptions.get('/pv-websocket') ?? []).sort())
      .toEqual(['/user/topic/alerts', '/user/topic/build-progress', '/user/topic/processed']);
    expect(subscriptions.get('/druid-websocket')).toEqual(['/topic/restarted']);
    // No socket refused a subscription: both stay open.
    await page.waitForTimeout(500);
    expect(sockets.filter((socket) => socket.isClosed())).toEqual([]);
    await page.close();
  });
});
