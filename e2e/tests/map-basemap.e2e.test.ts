import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { MAP, readMap } from '../support/map.ts';
import { DEMO, signInContext } from '../support/session.ts';

const baseUrl = inject('baseUrl');
const executable = inject('chromiumPath');

const PLACE_LAYERS = ['places-detail', 'places'];
const LABEL_LAYERS = [...PLACE_LAYERS, 'state-labels', 'state-labels-detail', 'country-labels'];
/** Demo cities whose names the places package spells the same way. */
const CITIES = ['Chicago', 'Boston', 'Seattle', 'Miami'];
/** Patience for each drawn state: a loaded machine takes seconds to fetch and draw a cell. */
const settled = { timeout: 45_000, interval: 250 };

interface Drawn {
  zoom: number;
  places: string[];
  layers: Record<string, number>;
  markers: { x: number; y: number }[];
  /** Names drawn within a marker's reach: must stay empty. */
  covered: string[];
  markersCollide: boolean;
}

/**
 * Waits for the map to settle (its idle event), then reads what it drew through the instance its
 * element keeps: the names placed, how many features each basemap layer drew, and whether any
 * name's box touches a marker or cluster (MapLibre answers symbol queries from the boxes it
 * placed the names in).
 */
function drawn(page: Page): Promise<Drawn> {
  return readMap(
    page,
    (map, labelLayers) => {
      const count = (layers: string[]) =>
        map.queryRenderedFeatures({ layers: layers.filter((id) => map.getLayer(id)) }).length;
      const layers = Object.fromEntries(
        ['land-detail', 'coast-detail', 'states-detail', 'borders-detail', 'lakes-detail'].map(
          (id) => [id, count([id])],
        ),
      );
      const names = map.queryRenderedFeatures({ layers: labelLayers.slice(0, 2) });
      const markers = map
        .queryRenderedFeatures({ layers: ['property-points', 'property-clusters'] })
        .map((feature) => map.project(feature.geometry.coordinates));
      const present = labelLayers.filter((id) => map.getLayer(id));
      const covered = markers.flatMap(({ x, y }) =>
        map
          .queryRenderedFeatures(
            [
              [x - 6, y - 6],
              [x + 6, y + 6],
            ],
            { layers: present },
          )
          .map((feature) => String(feature.properties.name)),
      );
      return {
        zoom: map.getZoom(),
        places: names.map((feature) => String(feature.properties.name)),
        layers,
        markers: markers.map(({ x, y }) => ({ x, y })),
        covered,
        markersCollide: ['property-clusters', 'property-point-guards'].every(
          (id) => map.getLayoutProperty(id, 'icon-ignore-placement') === false,
        ),
      };
    },
    LABEL_LAYERS,
  );
}

/** Moves the map as a user's zoom would, without the gesture's easing. */
function jump(page: Page, center: [number, number], zoom: number): Promise<void> {
  return readMap(page, (map, [lng, lat, z]) => map.jumpTo({ center: [lng!, lat!], zoom: z! }), [
    ...center,
    zoom,
  ]);
}

/**
 * The offline basemap at city zoom (issue 17): a demo city's map names the city, draws the
 * detail cells' land, coasts and state lines, and keeps every name off the property markers, on
 * a wide screen and on a phone.
 */
describe.skipIf(!executable)('offline basemap at city zoom in chromium', () => {
  let browser: Browser;
  let city: { name: string; path: string };

  beforeAll(async () => {
    browser = await launchBrowser(executable!);
    const context = await browser.newContext();
    await signInContext(context, baseUrl, DEMO.manager);
    const ask = async (path: string) =>
      (await (await context.request.get(`${baseUrl}${path}`)).json()) as {
        availableValues: { id: number; name: string }[];
      };
    const countries = await ask('/dashboard/filter/country?needAllValues=true');
    const us = countries.availableValues.find((option) => option.name === 'United States')!;
    const cities = await ask(`/dashboard/filter/city?needAllValues=true&country=${us.id}`);
    const found = CITIES.map((name) =>
      cities.availableValues.find((option) => option.name === name),
    ).find(Boolean)!;
    expect(found, 'a demo city the places package names').toBeDefined();
    city = { name: found.name, path: `/&country=${us.id}&city=${found.id}` };
    await context.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    describe(`at ${viewport.width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      let errors: string[];

      beforeAll(async () => {
        context = await browser.newContext({ viewport });
        await signInContext(context, baseUrl, DEMO.manager);
        page = await context.newPage();
        errors = collectPageErrors(page);
      });

      afterAll(async () => {
        await context?.close();
      });

      it('names the city among its properties, and no name covers a marker', async () => {
        await page.goto(`${baseUrl}${city.path}`);
        await page.locator(MAP).scrollIntoViewIfNeeded();
        // The city's properties frame the map at city zoom; its detail cell arrives after.
        let map = await drawn(page);
        await expect
          .poll(async () => (map = await drawn(page)).places, settled)
          .toContain(city.name);
        expect(map.zoom).toBeGreaterThanOrEqual(9);
        expect(map.layers['land-detail']).toBeGreaterThan(0);
        expect(map.markers.length).toBeGreaterThan(0);
        expect(map.covered).toEqual([]);
        // Names keep off the markers because the markers take part in the placement.
        expect(map.markersCollide).toBe(true);
        expect(errors).toEqual([]);
      });

      it('draws coasts, lakes and state lines around the city at regional zoom', async () => {
        const before = await drawn(page);
        const center = await readMap(page, (map) => {
          const { lng, lat } = map.getCenter();
          return [lng, lat] as [number, number];
        });
        await jump(page, center, 7.5);
        let map = before;
        await expect
          .poll(async () => (map = await drawn(page)).layers['states-detail'], settled)
          .toBeGreaterThan(0);
        // The demo cities all lie on a sea or a great lake.
        expect(map.layers['coast-detail']! + map.layers['lakes-detail']!).toBeGreaterThan(0);
        expect(map.places.length).toBeGreaterThan(1);
        expect(map.covered).toEqual([]);
        expect(errors).toEqual([]);
      });
    });
  }
});
