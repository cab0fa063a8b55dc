import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

const VARIANT_STATUSES = ['INACCURATE', 'DISCREPANCY'];
/** Characteristics the general widget shows in a standard view. */
const SHOWN = ['NAME', 'ADDRESS', 'PHONE', 'WEBSITE', 'EMAIL', 'STAR_RATING', 'CATEGORY'];

interface Target {
  property: number;
  channel: number;
  channelName: string;
  characteristic: string;
  name: string;
}

interface Row {
  characteristicType: string;
  name: string;
  status: string;
  ignored: boolean;
  evidence: { sourceNormalized: string | null; channelNormalized: string | null } | null;
}

/**
 * A hotel whose latest audit on a channel has a formatting difference to accept: two readable
 * normalised values the engine judged apart. Looked up through the API, as the portfolio is
 * generated.
 */
async function variantToAccept(request: APIRequestContext): Promise<Target> {
  const hotels = (await (
    await request.get(`${baseUrl}/dashboard/data/filter/property?property_type=HOTEL`)
  ).json()) as { availableFilters: { id: number }[] };
  for (const { id } of hotels.availableFilters.slice(0, 30)) {
    const channels = (await (
      await request.get(`${baseUrl}/dashboard/data/filter/site?property=${id}`)
    ).json()) as { availableFilters: { id: number }[] };
    for (const { id: channel } of channels.availableFilters) {
      const filters = `property=${id}&site=${channel}`;
      const last = (await (
        await request.get(`${baseUrl}/dashboard/data/audit-id/last?${filters}`)
      ).json()) as { auditId: number | null };
      if (last.auditId === null) continue;
      const details = (await (
        await request.get(`${baseUrl}/dashboard/data/audit/last?${filters}&audit=${last.auditId}`)
      ).json()) as {
        siteName: string;
        generalWidgetDashboardDto: { auditDetailsCharacteristicDtos: Row[] };
      };
      const row = details.generalWidgetDashboardDto.auditDetailsCharacteristicDtos.find(
        (r) =>
          SHOWN.includes(r.characteristicType) &&
          VARIANT_STATUSES.includes(r.status) &&
          !r.ignored &&
          !!r.evidence?.sourceNormalized &&
          !!r.evidence.channelNormalized,
      );
      if (row)
        return {
          property: id,
          channel,
          channelName: details.siteName,
          characteristic: row.characteristicType,
          name: row.name,
        };
    }
  }
  throw new Error('No demo hotel has a formatting difference to accept');
}

describe.skipIf(!executable)('noise control in chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let target: Target;

  const channelScore = async () => {
    const label = await page
      .getByTestId('channel-entry')
      .getByLabel(/^Accuracy: /)
      .getAttribute('aria-label');
    return Number(label!.replace('Accuracy: ', '').replace('%', ''));
  };

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    target = await variantToAccept(context.request);
    page = await context.newPage();
    errors = collectPageErrors(page);
  });

  afterAll(async () => {
    // Withdraw anything a failed run left, so the other suites see the portfolio as seeded.
    const { cookies } = await context.storageState();
    const csrf = cookies.find((cookie) => cookie.name === 'lens_csrf')?.value ?? '';
    const list = (await (await context.request.get(`${baseUrl}/dashboard/noise`)).json()) as {
      items: { kind: string; id: number }[];
    };
    for (const item of list.items) {
      const kind = item.kind === 'ACCEPTED_VARIANT' ? 'variants' : 'ignores';
      await context.request.delete(`${baseUrl}/dashboard/noise/${kind}/${item.id}`, {
        headers: { 'X-CSRF-Token': csrf },
      });
    }
    await browser?.close();
  });

  it('accepts a variant: the result scores accurate, the badge shows, the channel score rises', async () => {
    await page.goto(`${baseUrl}/&property=${target.property}&site=${target.channel}`);
    await page.getByTestId('channel-audit').waitFor();
    const before = await channelScore();
    const row = page.locator(`[data-characteristic="${target.characteristic}"]`);

    await row.getByRole('button', { name: `More actions: ${target.name}` }).click();
    await page
      .getByRole('button', { name: new RegExp(`Accept this variant on ${target.channelName}`) })
      .click();

    await row.getByTestId('noise-mark').waitFor();
    expect(await row.getByTestId('noise-mark').innerText()).toMatch(
      /Accepted variant\s*by Marco Bellini/,
    );
    await row.locator('[data-status="ACCURATE"]').waitFor();
    await expect.poll(channelScore, { timeout: 10_000 }).toBeGreaterThan(before);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Accepted & ignored' }).click();
    const entry = page.getByTestId('noise-entry').first();
    await entry.waitFor();
    expect(await entry.innerText()).toContain(target.name);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();
    await page.getByTestId('channel-audit').waitFor();

    await row.getByRole('button', { name: `Undo accepted variant: ${target.name}` }).click();
    await row.getByTestId('noise-mark').waitFor({ state: 'detached' });
    await expect.poll(channelScore, { timeout: 10_000 }).toBe(before);
    expect(await row.locator('[data-status="ACCURATE"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
