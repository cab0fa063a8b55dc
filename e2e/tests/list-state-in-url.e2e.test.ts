import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

/** The query of the next list call to `path`: what the screen really asked the server for. */
async function nextListCall(page: Page, path: string): Promise<Record<string, string>> {
  const request = await page.waitForRequest(
    (candidate) => candidate.method() === 'GET' && new URL(candidate.url()).pathname === path,
  );
  return Object.fromEntries(new URL(request.url()).searchParams);
}

/** Opens `url` in `page` and returns the query of the list call it makes to `path`. */
async function open(page: Page, url: string, path: string) {
  const asked = nextListCall(page, path);
  await page.goto(`${baseUrl}${url}`);
  return asked;
}

async function reload(page: Page, path: string) {
  const asked = nextListCall(page, path);
  await page.reload();
  return asked;
}

describe.skipIf(!executable)('list filters and pages kept in the URL, in chromium', () => {
  let browser: Browser;
  let page: Page;
  const crashes: string[] = [];

  async function signedInPage(who: { email: string; password: string }): Promise<Page> {
    const context: BrowserContext = await browser.newContext({
      viewport: { width: 1440, height: 900 },
    });
    await signInContext(context, baseUrl, who);
    const opened = await context.newPage();
    opened.on('pageerror', (error) => crashes.push(error.message));
    return opened;
  }

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    page = await signedInPage(DEMO.manager);
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('alerts', () => {
    const list = () => page.getByRole('region', { name: 'Alerts' });
    const state = () => list().getByRole('radiogroup', { name: 'Alert state' });

    it('keeps the chosen state and type through a reload', async () => {
      await open(page, '/alerts', '/dashboard/alerts');
      await state().getByRole('radio', { name: 'All' }).click();
      await page.waitForURL(`${baseUrl}/alerts?state=ALL`);
      await list().getByLabel('Type', { exact: true }).selectOption('SCORE_DROP');
      await page.waitForURL(`${baseUrl}/alerts?state=ALL&kind=SCORE_DROP`);

      const asked = await reload(page, '/dashboard/alerts');
      expect(asked).toMatchObject({ state: 'ALL', kind: 'SCORE_DROP', page: '1' });
      await expect
        .poll(() => state().getByRole('radio', { name: 'All' }).getAttribute('aria-checked'))
        .toBe('true');
      expect(await list().getByLabel('Type', { exact: true }).inputValue()).toBe('SCORE_DROP');
    });

    it('opens a shared link on its state and page', async () => {
      const asked = await open(page, '/alerts?state=MUTED&page=2', '/dashboard/alerts');
      expect(asked).toMatchObject({ state: 'MUTED', page: '2' });
      await expect
        .poll(() => state().getByRole('radio', { name: 'Muted' }).getAttribute('aria-checked'))
        .toBe('true');
    });

    it('falls back to open alerts on the first page for values it does not know', async () => {
      const asked = await open(page, '/alerts?state=LATER&kind=X&page=abc', '/dashboard/alerts');
      expect(asked).toMatchObject({ state: 'OPEN', page: '1' });
      expect(asked.kind).toBeUndefined();
      await page.getByRole('heading', { name: 'Alerts', level: 1 }).waitFor();
    });
  });

  describe('change requests', () => {
    const status = () => page.getByTestId('change-requests').getByLabel('Status', { exact: true });

    it('keeps the chosen status through a reload', async () => {
      await open(page, '/change_requests', '/dashboard/change-requests');
      await status().selectOption('SENT');
      await page.waitForURL(`${baseUrl}/change_requests?status=SENT`);

      const asked = await reload(page, '/dashboard/change-requests');
      expect(asked).toMatchObject({ status: 'SENT', page: '1' });
      await expect.poll(() => status().inputValue()).toBe('SENT');
    });

    it('opens a shared link on its status and page', async () => {
      const asked = await open(
        page,
        '/change_requests?status=OPEN&page=2',
        '/dashboard/change-requests',
      );
      expect(asked).toMatchObject({ status: 'OPEN', page: '2' });
      await expect.poll(() => status().inputValue()).toBe('OPEN');
    });

    it('asks for every request when the status is unknown', async () => {
      const asked = await open(
        page,
        '/change_requests?status=LOST&page=0',
        '/dashboard/change-requests',
      );
      expect(asked.status).toBeUndefined();
      expect(asked.page).toBe('1');
      await expect.poll(() => status().inputValue()).toBe('');
    });
  });

  describe('reports', () => {
    let admin: Page;
    beforeAll(async () => {
      admin = await signedInPage(DEMO.admin);
    });

    it('keeps the search through a reload and opens a shared link on its page', async () => {
      await open(admin, '/admin/reports', '/dashboard/admin/reports');
      await admin.getByRole('searchbox', { name: 'Search reports' }).fill('monthly');
      await admin.waitForURL(`${baseUrl}/admin/reports?q=monthly`);

      const asked = await reload(admin, '/dashboard/admin/reports');
      expect(asked).toMatchObject({ search: 'monthly', page: '1' });
      await expect
        .poll(() => admin.getByRole('searchbox', { name: 'Search reports' }).inputValue())
        .toBe('monthly');

      const shared = await open(admin, '/admin/reports?page=2', '/dashboard/admin/reports');
      expect(shared).toMatchObject({ page: '2' });
    });
  });

  it('never crashed a screen', () => {
    expect(crashes).toEqual([]);
  });
});
