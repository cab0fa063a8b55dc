import { addDays, auditAgeLabel, formatDay, STALE_AFTER_DAYS } from '@lens/domain';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

const DAY_MS = 86_400_000;
/** The dates of the rows as written, to the ISO dates they stand for. */
const writtenDates = (rows: Row[]) =>
  new Map(
    rows.flatMap((row) =>
      row.lastAuditDate ? [[formatDay(row.lastAuditDate), row.lastAuditDate]] : [],
    ),
  );
/** Whole days from `iso` to `today`, both calendar dates. */
const daysBefore = (iso: string, today: string) =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${iso}T00:00:00Z`)) / DAY_MS);

type Dataset = 'property' | 'site';
type Row = { lastAuditDate?: string | null };

/** The rows not audited in the last `days` days before `today`, or never. */
const staleRows = (rows: Row[], days: number, today: string) =>
  rows.filter((row) => !row.lastAuditDate || daysBefore(row.lastAuditDate, today) > days);
const TABLES: { dataset: Dataset; table: string; widget: string }[] = [
  { dataset: 'property', table: 'properties-table', widget: 'widget-properties' },
  { dataset: 'site', table: 'channels-table', widget: 'widget-channels' },
];

interface Cell {
  date: string;
  age: string;
}

/**
 * The "Last audited" cells of the rows the table has laid out, read as written (textContent): the
 * virtual table draws only the rows near its scroll position, and a cell not laid out yet reads
 * empty, so callers poll until the dated cells are there.
 */
function lastAuditedCells(table: Locator): Promise<Cell[]> {
  return table.evaluate((frame) => {
    const headers = [...frame.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const column = headers.findIndex((text) => text.trim().startsWith('Last audited'));
    if (column < 0) return [];
    return [...frame.querySelectorAll('tbody tr[data-index]')].map((row) => {
      const cell = row.querySelectorAll('td')[column];
      const [date, age] = [...(cell?.querySelectorAll(':scope > span > span') ?? [])].map(
        (part) => part.textContent?.trim() ?? '',
      );
      return { date: date ?? '', age: age ?? '' };
    });
  });
}

/**
 * A read's answer, asked again after a busy server's 503 or a rate limit's 429 as the app does;
 * any other failure names its status and body, not a missing field further on.
 */
async function readOk(context: BrowserContext, url: string): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    const response = await context.request.get(url);
    if (response.ok()) return response.json();
    if (![429, 503].includes(response.status()) || attempt === 5)
      throw new Error(`${url} answered ${response.status()}: ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
  }
}

/** Rows in the table, as it tells assistive technology (the virtual table draws only some). */
async function rowCount(table: Locator): Promise<number> {
  const element = table.locator('table');
  if ((await element.count()) === 0) return 0;
  return Number(await element.getAttribute('aria-rowcount')) - 1;
}

/**
 * The "Last audited" column of the properties and channels tables and its stale filter
 * (docs/product-rules.md, "Last audited"), checked against the rows the page was sent and the
 * server's today: rows carry their last audit as of the range's end, aged from today. At phone
 * width the tables drop the column by design, so only 1440 px.
 */
describe.skipIf(!executable)('last audited in chromium', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let today: string;
  let endDate: string;
  let days: number | undefined;
  const sent = new Map<Dataset, Row[]>();

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    // Ages count from the server's today, never this machine's.
    today = (await (
      await context.request.get(`${baseUrl}/dashboard/date/current-date`)
    ).json()) as string;
    page = await context.newPage();
    errors = collectPageErrors(page);
    // The rows the tables draw, as the page received them (the latest answer of each dataset).
    page.on('response', (response: Response) => {
      const dataset = /\/dashboard\/data\/filter\/(property|site)$/.exec(
        new URL(response.url()).pathname,
      )?.[1] as Dataset | undefined;
      if (!dataset || !response.ok()) return;
      void response
        .json()
        .then((body: { availableFilters: Row[] }) => sent.set(dataset, body.availableFilters))
        .catch(() => undefined);
    });
    // The demo audits its listings in a few days of each month, so whether a stale choice splits
    // the properties depends on where the range ends: the first end (stepping back from today)
    // where one does is the range the page opens.
    for (let back = 0; back <= 64 && days === undefined; back += 4) {
      endDate = addDays(today, -back);
      const rows = (await readOk(
        context,
        `${baseUrl}/dashboard/data/filter/property?startDate=${addDays(endDate, -30)}&endDate=${endDate}`,
      )) as { availableFilters: Row[] };
      days = STALE_AFTER_DAYS.find((choice) => {
        const left = staleRows(rows.availableFilters, choice, today).length;
        return left > 0 && left < rows.availableFilters.length;
      });
    }
    await page.goto(`${baseUrl}/&startDate=${addDays(endDate, -30)}&endDate=${endDate}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(TABLES)(
    'writes each $dataset row’s last audit as a date over its age',
    async ({ dataset, table }) => {
      const frame = page.getByTestId(table);
      await frame.scrollIntoViewIfNeeded();
      let cells: Cell[] = [];
      await expect
        .poll(async () => (cells = (await lastAuditedCells(frame)).filter((c) => c.date)).length, {
          timeout: 30_000,
        })
        .toBeGreaterThan(0);
      await expect.poll(() => sent.has(dataset)).toBe(true);
      const rows = sent.get(dataset)!;
      expect(await rowCount(frame)).toBe(rows.length);
      const dates = writtenDates(rows);
      for (const cell of cells) {
        const iso = dates.get(cell.date);
        expect(iso, `${cell.date} is a date the page was sent`).toBeDefined();
        expect(cell.age).toBe(auditAgeLabel(daysBefore(iso!, today)));
      }
    },
  );

  it.each(TABLES)('sorts the $dataset rows oldest first', async ({ dataset, table }) => {
    const frame = page.getByTestId(table);
    await frame.scrollIntoViewIfNeeded();
    const header = frame.locator('thead th').filter({ hasText: 'Last audited' });
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    const dates = writtenDates(sent.get(dataset)!);
    const oldest = [...dates.values()].sort()[0]!;
    let cells: Cell[] = [];
    await expect
      .poll(async () => (cells = await lastAuditedCells(frame))[0]?.date)
      .toBe(formatDay(oldest));
    const order = cells.filter((cell) => cell.date).map((cell) => dates.get(cell.date)!);
    expect(order).toEqual(order.toSorted());
    // Rows never audited ("Not audited") come after every dated one.
    const dated = cells.map((cell) => cell.date !== '');
    expect(dated).toEqual(dated.toSorted((a, b) => Number(b) - Number(a)));
  });

  it('narrows both tables to the rows not audited in the last N days, and Any time restores them', async () => {
    expect(days, `a range end, up to 64 days back, that a stale choice splits`).toBeDefined();
    const stale = (dataset: Dataset) => staleRows(sent.get(dataset)!, days!, today);
    const all = sent.get('property')!.length;
    expect(stale('property').length).toBeGreaterThan(0);
    expect(stale('property').length).toBeLessThan(all);

    const select = page.getByTestId('widget-properties').getByLabel('Last audited');
    await select.selectOption(String(days));
    for (const { dataset, table, widget } of TABLES) {
      const frame = page.getByTestId(table);
      await expect.poll(() => rowCount(frame)).toBe(stale(dataset).length);
      // One choice for the page: each table's own control shows it.
      expect(await page.getByTestId(widget).getByLabel('Last audited').inputValue()).toBe(
        String(days),
      );
      const dates = writtenDates(stale(dataset));
      if (dates.size === 0) continue;
      await frame.scrollIntoViewIfNeeded();
      let cells: Cell[] = [];
      await expect
        .poll(async () => (cells = (await lastAuditedCells(frame)).filter((c) => c.date)).length)
        .toBeGreaterThan(0);
      // Every date left is one of the stale rows', so older than the N days before today.
      for (const cell of cells) expect(dates.has(cell.date), cell.date).toBe(true);
    }

    await select.selectOption({ label: 'Any time' });
    for (const { dataset, table } of TABLES) {
      await expect.poll(() => rowCount(page.getByTestId(table))).toBe(sent.get(dataset)!.length);
    }
    expect(errors).toEqual([]);
  });
});
