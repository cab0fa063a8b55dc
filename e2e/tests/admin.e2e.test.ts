import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { mailFiles, waitForPasswordLink } from '../support/mail.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');
const dataDir = inject('dataDir');

const VIEW_NAME = 'E2E — Two hotels';
const NEW_USER = {
  name: 'Ines Duarte',
  email: `ines.duarte.${Date.now()}@e2e.local`,
  password: 'e2e-new-user-password',
};

interface Property {
  id: number;
  code: string;
  name: string;
  type: string;
}

/**
 * The admin area as an administrator uses it: a view of two hotels is built in the view editor,
 * a user is created with only that view, reads the emailed link, chooses a password, signs in and
 * sees exactly those two hotels on the dashboard.
 */
describe.skipIf(!executable)('administration in chromium', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let page: Page;
  let errors: string[];
  let hotels: Property[];
  let meridianId: number;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    admin = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(admin, baseUrl, DEMO.admin);
    page = await admin.newPage();
    errors = collectPageErrors(page);
    const clients = await (await admin.request.get(`${baseUrl}/dashboard/admin/clients`)).json();
    const meridian = clients.items.find((client: { name: string }) => /Meridian/.test(client.name));
    meridianId = meridian.id;
    const properties = await (
      await admin.request.get(
        `${baseUrl}/dashboard/admin/clients/${meridian.id}/properties?pageSize=100`,
      )
    ).json();
    hotels = (properties.items as Property[]).filter((p) => p.type === 'HOTEL').slice(0, 2);
    expect(hotels).toHaveLength(2);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('builds a view of two chosen hotels in the view editor', async () => {
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Views' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/standard');
    await page.getByRole('link', { name: 'New view' }).click();
    await page.getByRole('heading', { name: 'New view' }).waitFor();

    // Saving with nothing filled in names the fields at fault.
    await page.getByRole('button', { name: 'Create view' }).click();
    await page.getByText('Enter a view name.').waitFor();
    await page.getByText('Choose a client.').waitFor();

    await page.getByLabel('Name', { exact: true }).fill(VIEW_NAME);
    await page
      .getByLabel('Client', { exact: true })
      .selectOption({ label: 'Meridian Hospitality Group' });
    await page.getByRole('radio', { name: /Chosen properties/ }).check();
    const picker = page.getByRole('group', { name: 'Properties in the view' });
    for (const hotel of hotels) {
      await picker.getByRole('searchbox').fill(hotel.code);
      // The code is followed by the type in each result: "BCNAST · hotel · Barcelona".
      await picker.getByRole('checkbox', { name: new RegExp(`${hotel.code} · hotel`) }).check();
    }
    await picker.getByText('2 properties chosen').waitFor();
    await page.getByRole('button', { name: 'Create view' }).click();

    await page.waitForURL((url) => url.pathname === '/admin/standard');
    await page.getByText(`${VIEW_NAME} was created: 2 properties.`).waitFor();
    const row = page.getByTestId('views-list').getByRole('row', { name: new RegExp(VIEW_NAME) });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/2\s+Chosen/);
  });

  it('creates a user with that view; they set their password from the email and see only it', async () => {
    const known = await mailFiles(dataDir);
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByRole('link', { name: 'New user' }).click();
    const sheet = page.getByRole('dialog', { name: 'New user' });
    await sheet.getByLabel('Full name').fill(NEW_USER.name);
    await sheet.getByLabel('Email').fill(NEW_USER.email);
    await sheet
      .getByLabel('Client', { exact: true })
      .selectOption({ label: 'Meridian Hospitality Group' });
    await sheet.getByRole('checkbox', { name: VIEW_NAME }).check();
    await sheet.getByRole('button', { name: 'Create user' }).click();
    await page.getByText(`We emailed ${NEW_USER.email} a link to choose a password.`).waitFor();
    const row = page
      .getByTestId('users-list')
      .getByRole('row', { name: new RegExp(NEW_USER.name) });
    expect(await row.innerText()).toContain('Invited');

    const link = await waitForPasswordLink(dataDir, known, NEW_USER.email);
    expect(link).toMatch(/^\/login\/create\/user\/\d+\/token\//);
    const user = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const own = await user.newPage();
      await own.goto(`${baseUrl}${link}`);
      await own.getByRole('heading', { name: 'Create your password' }).waitFor();
      await own.getByLabel('New password', { exact: true }).fill(NEW_USER.password);
      await own.getByLabel('Confirm new password', { exact: true }).fill(NEW_USER.password);
      await own.getByRole('button', { name: 'Create password' }).click();
      await own.waitForURL((url) => url.pathname === '/login');
      await own.getByLabel('Email').fill(NEW_USER.email);
      await own.getByLabel('Password', { exact: true }).fill(NEW_USER.password);
      await own.getByRole('button', { name: 'Sign in' }).click();
      await own.waitForURL((url) => url.pathname === '/');
      await own.locator('header').getByText(NEW_USER.name).waitFor();

      // Two hotels: one property type, several properties, so the property-type page.
      await expect.poll(() => own.getByRole('heading', { level: 1 }).innerText()).toBe('Hotels');
      const rows = own.getByTestId('properties-table').locator('tbody tr[data-index]');
      await expect.poll(() => rows.count()).toBe(2);
      const shown = (await rows.allInnerTexts()).join('\n');
      for (const hotel of hotels) expect(shown).toContain(hotel.name);
      // Not an administrator: /admin sends them back to the dashboard.
      await own.goto(`${baseUrl}/admin/users`);
      await own.waitForURL((url) => url.pathname === '/');
    } finally {
      await user.close();
    }
  });

  it('rejects an import file with a bad line and lists it by line number, writing nothing', async () => {
    await page.goto(`${baseUrl}/admin/imports`);
    const csv = [
      'code,valid_from,name,type,address_line1,city,country_code',
      'E2EOK,2026-01-01,E2E Harbour Hotel,HOTEL,1 Quay Street,Dublin,IE',
      'E2EBAD,2026-01-01,E2E Casino,CASINO,2 Quay Street,Dublin,IE',
    ].join('\n');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'reference.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Import file' }).click();
    const errors = page.getByTestId('import-errors');
    await errors.waitFor();
    const rows = errors.locator('tbody tr[data-index]');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toMatch(/^3\s[\s\S]*Field: type\s*$/);
    // All or nothing: the good line before the bad one was not written either.
    const found = await admin.request.get(
      `${baseUrl}/dashboard/admin/clients/${meridianId}/properties?search=E2EOK`,
    );
    expect((await found.json()).total).toBe(0);
  });

  it.each([
    ['/admin/users', 'Users'],
    ['/admin/users/create', 'New user'],
    ['/admin/clients', 'Clients'],
    ['/admin/standard', 'Views'],
    ['/admin/view/create/view?type=standard', 'New view'],
    ['/admin/channel_groups/create', 'New channel group'],
    ['/admin/geography?type=region', 'Geography'],
    ['/admin/imports', 'Imports'],
  ])('has no serious or critical accessibility violation on %s', async (path, heading) => {
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('printed no error in the console but the rejected import', () => {
    // Chromium logs every 4xx answer; the refused import file is the one this walk asks for.
    const expected = 'Failed to load resource: the server responded with a status of 400';
    expect(errors.filter((error) => !error.startsWith(expected))).toEqual([]);
    expect(errors.filter((error) => error.startsWith(expected))).toHaveLength(1);
  });
});
