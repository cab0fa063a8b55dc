import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { basemapStyle, loadBasemap } from './basemap.ts';
import type { MapTheme } from './map-theme.ts';

maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };

/** The map's element keeps its instance: browser tests read rendered features through it. */
export type MapHost = HTMLElement & { maplibreMap?: maplibregl.Map };

/**
 * A map on the offline basemap, sized to its container. Gestures are cooperative, as the map sits
 * in a scrolling page: the wheel scrolls the page unless Ctrl is held, one finger scrolls on touch.
 * Rotation and pitch are off: north-up is all a portfolio map needs and what users expect.
 */
export async function createMap(
  container: MapHost,
  theme: MapTheme,
  options: Partial<maplibregl.MapOptions> = {},
): Promise<maplibregl.Map> {
  const basemap = await loadBasemap();
  const map = new maplibregl.Map({
    container,
    style: basemapStyle(basemap, theme),
    center: [10, 30],
    zoom: 1,
    minZoom: 0.5,
    maxZoom: 17,
    renderWorldCopies: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    cooperativeGestures: true,
    attributionControl: { compact: true, customAttribution: 'Natural Earth' },
    fadeDuration: 0,
    ...options,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  container.maplibreMap = map;
  return map;
}

/** Waits for the style, so sources and layers can be added. */
export function whenLoaded(map: maplibregl.Map): Promise<void> {
  return map.loaded()
    ? Promise.resolve()
    : new Promise((resolve) => map.once('load', () => resolve()));
}
