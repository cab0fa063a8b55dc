import type { Page } from 'playwright-core';

/** The score map once its MapLibre instance exists. */
export const MAP = '[data-testid=score-map][data-map-state=ready]';

export interface MapFeature {
  geometry: { coordinates: [number, number] };
  properties: Record<string, unknown>;
}

/** The part of a MapLibre map the tests call. */
export interface MapInstance {
  loaded(): boolean;
  isMoving(): boolean;
  once(event: string, done: () => void): void;
  getZoom(): number;
  getCenter(): { lng: number; lat: number };
  getCanvas(): HTMLCanvasElement;
  getLayer(id: string): unknown;
  getLayoutProperty(layer: string, name: string): unknown;
  project(point: [number, number]): { x: number; y: number };
  queryRenderedFeatures(
    geometry?: [[number, number], [number, number]] | { layers: string[] },
    options?: { layers: string[] },
  ): MapFeature[];
  jumpTo(options: { center: [number, number]; zoom: number }): void;
}

/**
 * Runs `read` in the page on the map's instance, which its element keeps for these tests
 * (apps/web/src/components/score-map/create-map.ts), once the map has drawn everything it has
 * (its idle event), so what is read is what is on screen.
 */
export async function readMap<R, A>(
  page: Page,
  read: (map: MapInstance, arg: A) => R,
  arg?: A,
): Promise<R> {
  const map = await page.locator(MAP).evaluateHandle(async (element) => {
    const instance = (
      element.querySelector('.maplibregl-map') as unknown as { maplibreMap: MapInstance }
    ).maplibreMap;
    if (!instance.loaded() || instance.isMoving()) {
      await new Promise<void>((done) => instance.once('idle', done));
    }
    return instance;
  });
  try {
    // Playwright types the argument as it arrives (unboxed), which `A` already is here.
    return (await map.evaluate(read as (on: MapInstance, arg: unknown) => R, arg)) as R;
  } finally {
    await map.dispose();
  }
}
