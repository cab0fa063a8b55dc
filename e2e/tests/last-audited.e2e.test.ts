import { auditAgeDays } from '@lens/domain';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

const MONTHS: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

/** "5 Nov 2026" as 2026-11-05. */
function isoDay(shown: string): string {
  const [day, month, year] = shown.trim().split(' ');
  return `${year}-${MONTHS[month!]}-${day!.padStart(2, '0')}`;
}

/** The column's cells of a table, by its header's position. */
async function columnTexts(table: Locator, header: string): Promise<string[]> {
  // Rows off screen are not laid out, and their innerText reads empty.
  await table.scrollIntoViewIfNeeded();
  // Text as written, not as drawn: the properties table's header row reads empty as innerText.
  const headers = await table.locator('thead th').allTextContents();
  const index = headers.findIndex((text) =>
    text.trim().toLowerCase().startsWith(header.toLowerCase()),
  );
  if (index < 0) return [];
  return table.locator(`tbody tr[data-index] td:nth-child(${index + 1})`).allInnerTexts();
}

describe.skipIf(!executable)('last audited in chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
  });
  afterAll(async () => {
    await browser?.close();
  });

  // At phone width the tables keep name and score only (docs/product-rules.md, "Last audited").
  it.each([1440])(
    'shows when each property and channel was last audited, and narrows to stale ones at %i px',
    async (width) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await signInContext(context, baseUrl, DEMO.manager);
      // Ages count from the server's today, never this machine's.
      const today = (await (
        await context.request.get(`${baseUrl}/dashboard/date/current-date`)
      ).json()) as string;
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      const properties = page.getByTestId('properties-table');
      const channels = page.getByTestId('channels-table');
      await properties.locator('tbody tr[data-index]').first().waitFor({ timeout: 30_000 });
      await channels.locator('tbody tr[data-index]').first().waitFor({ timeout: 30_000 });

      for (const table of [properties, channels]) {
        const cells = await columnTexts(table, 'Last audited');
        expect(cells.length).toBeGreaterThan(0);
        // A date over its age ("5 Nov 2026" / "24 days ago"), the age from the server's today.
        // A row none of whose listings has an audit in the range says so instead of a date.
        const dated = cells.filter((cell) => /^\d{1,2} [A-Z][a-z]{2} \d{4}/.test(cell.trim()));
        expect(dated.length).toBeGreaterThan(0);
        for (const cell of dated) {
          const [date, age] = cell.split('\n').map((line) => line.trim());
          const days = auditAgeDays(isoDay(date!), today);
          expect(age).toMatch(/today|yesterday|ago/);
          if (days >= 2 && days < 14) expect(age).toBe(`${days} days ago`);
        }
      }

      const before = await properties.locator('tbody tr[data-index]').count();
      // The choice sits in each table's card, above the table.
      const stale = page.getByTestId('widget-properties').getByLabel('Last audited');
      await stale.selectOption('30');
      // Every property left was last audited more than 30 days before the server's today.
      await expect
        .poll(
          async () => {
            const cells = await columnTexts(properties, 'Last audited');
            return cells
              .filter((cell) => /^\d{1,2} [A-Z][a-z]{2} \d{4}/.test(cell.trim()))
              .every((cell) => auditAgeDays(isoDay(cell.split('\n')[0]!), today) > 30);
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      const after = await properties.locator('tbody tr[data-index]').count();
      expect(after).toBeLessThan(before);
      // One choice for the page: the channels table is narrowed alike.
      expect(
        await page.getByTestId('widget-channels').getByLabel('Last audited').inputValue(),
      ).toBe('30');
      await stale.selectOption('');
      await expect
        .poll(() => properties.locator('tbody tr[data-index]').count(), { timeout: 15_000 })
        .toBe(before);
      await context.close();
    },
    120_000,
  );
});
