import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { MAP, readMap, type MapFeature } from '../support/map.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

const UPDATE = '/dashboard/data/filter/update_last_content_monitor';

/** What the page can learn of the map through the instance its element keeps. */
interface RenderedMap {
  zoom: number;
  land: number;
  clusters: { x: number; y: number; count: number }[];
  points: { x: number; y: number; name: string }[];
}

/** What the map drew, once it has drawn everything it has. */
function renderedMap(page: Page): Promise<RenderedMap> {
  return readMap(page, (map) => {
    const box = map.getCanvas().getBoundingClientRect();
    const onScreen = (feature: MapFeature) => {
      const { x, y } = map.project(feature.geometry.coordinates);
      return { x: box.x + x, y: box.y + y };
    };
    return {
      zoom: map.getZoom(),
      land: map.queryRenderedFeatures({ layers: ['land'] }).length,
      clusters: map.queryRenderedFeatures({ layers: ['property-clusters'] }).map((feature) => ({
        ...onScreen(feature),
        count: Number(feature.properties.point_count),
      })),
      points: map
        .queryRenderedFeatures({ layers: ['property-points'] })
        .map((feature) => ({ ...onScreen(feature), name: String(feature.properties.name) })),
    };
  });
}

/**
 * The map of issue 6: drawn by MapLibre in chromium's WebGL from the basemap shipped with the app,
 * properties clustered and coloured by band; and the content monitor mode, which the server keeps.
 */
describe.skipIf(!executable)('offline map in chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let requests: Request[];
  let country: { id: number; name: string };

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, baseUrl, DEMO.manager);
    // The country with the most properties, so its map has clusters to open.
    const answer = (await (
      await context.request.get(`${baseUrl}/dashboard/filter/country?needAllValues=true`)
    ).json()) as { availableValues: { id: number; name: string }[] };
    country = answer.availableValues.find((option) => option.name === 'United States')!;
    page = await context.newPage();
    errors = collectPageErrors(page);
    requests = [];
    page.on('request', (request) => requests.push(request));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('draws the basemap and the properties with nothing fetched from anywhere but this server', async () => {
    await page.goto(`${baseUrl}/&country=${country.id}`);
    await page.locator(MAP).scrollIntoViewIfNeeded();
    const map = await renderedMap(page);
    expect(map.land).toBeGreaterThan(0);
    expect(map.clusters.length + map.points.length).toBeGreaterThan(0);
    // The count beside the title, once the card's heading has the data (a card is drawn as it
    // nears the window).
    const card = page.getByTestId('widget-map');
    let counted = NaN;
    await expect
      .poll(async () => {
        const count = /([\d,]+) propert(?:y|ies)/.exec(await card.innerText())?.[1];
        return (counted = Number(count?.replaceAll(',', '')));
      })
      .not.toBeNaN();
    expect(map.clusters.reduce((sum, cluster) => sum + cluster.count, map.points.length)).toBe(
      counted,
    );

    const origin = new URL(baseUrl).origin;
    const elsewhere = requests
      .map((request) => request.url())
      .filter((url) => !url.startsWith('data:') && !url.startsWith('blob:'))
      .filter((url) => new URL(url).origin !== origin);
    expect(elsewhere).toEqual([]);
    expect(requests.some((request) => request.url().includes('/assets/countries-50m'))).toBe(true);
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    // The first page of the file: a cold map (its chunk, the countries and the basemap's world
    // file) and the accessibility scan took 50-60 s at a load average of 15.
  }, 120_000);

  it('zooms in on a cluster when it is clicked', async () => {
    const before = await renderedMap(page);
    const cluster = before.clusters.toSorted((a, b) => b.count - a.count)[0]!;
    await page.mouse.click(cluster.x, cluster.y);
    await expect
      .poll(async () => (await renderedMap(page)).zoom)
      .toBeGreaterThan(before.zoom + 0.5);
  });

  it('opens a popup with the name and score of a property, and its link drills into it', async () => {
    // A drawn map or page, not a fixed pause, is what each step waits for: seconds when loaded.
    const settled = { timeout: 15_000 };
    let map = await renderedMap(page);
    for (let step = 0; map.points.length === 0 && step < 8; step += 1) {
      const cluster = map.clusters[0]!;
      const zoom = map.zoom;
      await page.mouse.click(cluster.x, cluster.y);
      // The click eases the map in, which may not have started when the click returns.
      await expect
        .poll(async () => (map = await renderedMap(page)).zoom, settled)
        .toBeGreaterThan(zoom);
    }
    const point = map.points[0]!;
    await page.mouse.click(point.x, point.y);
    const popup = page.getByTestId('map-popup');
    await expect.poll(() => popup.innerText(), settled).toContain(point.name);
    expect(await popup.innerText()).toMatch(/\b\d{1,3}\b[\s\S]*accuracy/);
    const link = popup.getByRole('link', { name: 'Open property' });
    // The link takes the focus, so the keyboard goes on from the popup.
    await expect
      .poll(() => link.evaluate((element) => element === document.activeElement), settled)
      .toBe(true);
    await link.click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText(), settled)
      .toBe(point.name);
    expect(decodeURIComponent(new URL(page.url()).pathname)).toMatch(/&property=\d+/);
  });

  it('keeps the content monitor mode across a reload; the summary skips the detailed datasets', async () => {
    await page.goto(`${baseUrl}/`);
    const summary = page.getByRole('radio', { name: 'Summary' });
    const detail = page.getByRole('radio', { name: 'Detail' });
    await expect.poll(() => detail.getAttribute('aria-checked')).toBe('true');
    try {
      const saved = page.waitForResponse((response) => response.url().includes(UPDATE));
      await summary.click();
      expect((await saved).status()).toBe(204);

      requests.length = 0;
      await page.reload();
      await expect.poll(() => summary.getAttribute('aria-checked')).toBe('true');
      // Several countries here: only summary mode brings the map.
      await page.locator(MAP).waitFor();
      await page.waitForLoadState('networkidle');
      const paths = requests.map((request) => new URL(request.url()).pathname);
      const datasets = paths.filter((path) => /\/data\/filter\/(?!view$)/.test(path));
      expect(datasets.length).toBeGreaterThan(0);
      expect(datasets.every((path) => path.startsWith('/summary_report/data/filter/'))).toBe(true);
      for (const skipped of ['characteristic', 'region', 'sub_region', 'country']) {
        expect(datasets).not.toContain(`/summary_report/data/filter/${skipped}`);
      }
      // The map draws the properties table's rows: the properties are listed once.
      expect(datasets).toContain('/summary_report/data/filter/property');
      expect(paths).not.toContain('/dashboard/data/map');
      expect(await page.getByTestId('widget-characteristics').count()).toBe(0);
    } finally {
      // The server keeps the mode on the view, for every test after this one too.
      if ((await summary.getAttribute('aria-checked')) === 'true') {
        const saved = page.waitForResponse((response) => response.url().includes(UPDATE));
        await detail.click();
        await saved;
      }
    }
    await page.reload();
    await expect.poll(() => detail.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('widget-characteristics').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
