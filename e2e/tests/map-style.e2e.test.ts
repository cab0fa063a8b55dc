import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startServer,
  type ServerProcess,
} from '../../apps/server/src/test-support/server-process.ts';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { MAP, readMap } from '../support/map.ts';
import { DEMO, signInContext } from '../support/session.ts';

const dataDir = inject('dataDir');
const executable = inject('chromiumPath');

/** A style only this test serves: its one layer's id is how the map shows it drew this style. */
const STYLE = {
  version: 8,
  name: 'Loopback test style',
  sources: {},
  layers: [
    { id: 'loopback-background', type: 'background', paint: { 'background-color': '#ff00ff' } },
  ],
};

/**
 * A map server on loopback: `/ok/style.json` answers the style above (MapLibre reads it
 * cross-origin, so it allows any origin), anything else a 500. It records the paths asked for.
 */
async function styleServer(): Promise<{ origin: string; asked: string[]; server: Server }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.url === '/ok/style.json') {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(STYLE));
    } else {
      response.statusCode = 500;
      response.end('map server down');
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, server };
}

/** What the map shows: which style's layers it drew, and its property markers. */
function shown(page: Page) {
  return readMap(page, (map) => ({
    land: map.getLayer('land') ? map.queryRenderedFeatures({ layers: ['land'] }).length : 0,
    loopback: !!map.getLayer('loopback-background'),
    markers: map.queryRenderedFeatures({ layers: ['property-points', 'property-clusters'] }).length,
  }));
}

/** The offline basemap is drawn with the property markers, and the notice says why. */
async function expectOfflineFallback(page: Page): Promise<void> {
  let map = await shown(page);
  await expect.poll(async () => (map = await shown(page)).land).toBeGreaterThan(0);
  expect(map.loopback).toBe(false);
  expect(map.markers).toBeGreaterThan(0);
  expect(await page.getByTestId('map-offline-notice').innerText()).toBe(
    'The online map could not be reached: showing the offline map.',
  );
}

/** A loopback port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((closed) => probe.close(() => closed()));
  return port;
}

/**
 * MAP_STYLE_URL (README, docs/architecture.md "Offline basemap"): a second server process on the
 * e2e database, started with the variable, so the one the other tests use keeps the offline map.
 * A style that fails or cannot be reached gives way to the offline basemap with a notice; one that
 * loads is drawn.
 */
describe.skipIf(!executable)('MAP_STYLE_URL in chromium', () => {
  let browser: Browser;
  let styles: Awaited<ReturnType<typeof styleServer>>;
  let scratch: string;
  let database: string;
  let server: ServerProcess | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    const credentials = JSON.parse(
      await readFile(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
    ) as { password: string; port: number };
    database = `postgres://postgres:${encodeURIComponent(credentials.password)}@127.0.0.1:${credentials.port}/lens`;
    scratch = await mkdtemp(path.join(os.tmpdir(), 'lens-e2e-map-style-'));
    styles = await styleServer();
    browser = await launchBrowser(executable!);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    styles?.server.close();
    await rm(scratch, { recursive: true, force: true });
  });

  /** Starts the product with the style at `styleUrl`, and opens a country's map on it. */
  async function openMap(styleUrl: string): Promise<{ page: Page; errors: string[] }> {
    await context?.close();
    await server?.stop();
    server = await startServer({
      DATABASE_URL: database,
      DATA_DIR: scratch,
      MAP_STYLE_URL: styleUrl,
    });
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInContext(context, server.baseUrl, DEMO.manager);
    const countries = (await (
      await context.request.get(`${server.baseUrl}/dashboard/filter/country?needAllValues=true`)
    ).json()) as { availableValues: { id: number; name: string }[] };
    const us = countries.availableValues.find((option) => option.name === 'United States')!;
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.baseUrl}/&country=${us.id}`);
    await page.locator(MAP).scrollIntoViewIfNeeded();
    return { page, errors };
  }

  it('draws the offline basemap, with a notice, when the style answers 500', async () => {
    const { page } = await openMap(`${styles.origin}/broken/style.json`);
    await expectOfflineFallback(page);
    expect(styles.asked).toContain('/broken/style.json');
    // A cold map on a second server process: its chunk, the countries and the basemap.
  }, 120_000);

  it('draws the offline basemap, with a notice, when nothing listens at the address', async () => {
    const { page } = await openMap(`http://127.0.0.1:${await closedPort()}/style.json`);
    await expectOfflineFallback(page);
  }, 120_000);

  it('draws the online style it names when that loads', async () => {
    const { page, errors } = await openMap(`${styles.origin}/ok/style.json`);
    const map = await shown(page);
    expect(map.loopback).toBe(true);
    expect(map.land).toBe(0);
    expect(map.markers).toBeGreaterThan(0);
    expect(styles.asked).toContain('/ok/style.json');
    expect(await page.getByTestId('map-offline-notice').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
