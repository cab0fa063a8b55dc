import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { loadConf } from '../../app/conf.ts';
import { loadBasemap } from './basemap.ts';
import { followDetail } from './basemap-detail.ts';
import { basemapStyle } from './basemap-style.ts';
import type { MapTheme } from './map-theme.ts';
import styles from './score-map.module.css';

maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };

/** The map's element keeps its instance: browser tests read rendered features through it. */
export type MapHost = HTMLElement & { maplibreMap?: maplibregl.Map };

/** How long an online style may take before the map draws the offline one instead. */
const ONLINE_STYLE_WAIT_MS = 8_000;
const OFFLINE_ATTRIBUTION = 'Natural Earth, GeoNames';

/** The installation's online style, or null: a configuration that cannot be read keeps it offline. */
async function onlineStyleUrl(): Promise<string | null> {
  try {
    return (await loadConf()).mapStyleUrl;
  } catch {
    return null;
  }
}

/** A quiet line in the map's corner: the map works, it is just not the online one. */
class NoticeControl implements maplibregl.IControl {
  private element = document.createElement('div');

  constructor(text: string) {
    this.element.className = `maplibregl-ctrl ${styles.notice ?? ''}`;
    this.element.setAttribute('role', 'status');
    this.element.dataset.testid = 'map-offline-notice';
    this.element.textContent = text;
  }

  onAdd() {
    return this.element;
  }

  onRemove() {
    this.element.remove();
  }
}

/**
 * A map sized to its container, on the installation's online style (MAP_STYLE_URL) or the offline
 * basemap. An online style that fails or is slow to load gives way to the offline basemap with a
 * notice (docs/architecture.md, "Offline basemap"). Gestures are cooperative, as the map sits in
 * a scrolling page: the wheel scrolls the page unless Ctrl is held, one finger scrolls on touch.
 * Rotation and pitch are off: north-up is all a portfolio map needs and what users expect.
 */
export async function createMap(
  container: MapHost,
  theme: MapTheme,
  options: Partial<maplibregl.MapOptions> = {},
): Promise<maplibregl.Map> {
  const online = await onlineStyleUrl();
  const basemap = online ? null : await loadBasemap();
  const map = new maplibregl.Map({
    container,
    style: online ?? basemapStyle(basemap!, theme),
    center: [10, 30],
    zoom: 1,
    minZoom: 0.5,
    maxZoom: 17,
    renderWorldCopies: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    cooperativeGestures: true,
    attributionControl: {
      compact: true,
      customAttribution: online ? undefined : OFFLINE_ATTRIBUTION,
    },
    fadeDuration: 0,
    ...options,
  });
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  container.maplibreMap = map;
  if (basemap) map.once('load', () => followDetail(map, basemap.world));
  else fallBackWhenUnreachable(map, theme);
  return map;
}

/** Swaps a failing online style for the offline basemap before the map's first draw. */
function fallBackWhenUnreachable(map: maplibregl.Map, theme: MapTheme) {
  let settled = false;
  const fallBack = async () => {
    if (settled) return;
    settled = true;
    map.off('error', onError);
    clearTimeout(timer);
    const basemap = await loadBasemap();
    map.setStyle(basemapStyle(basemap, theme));
    map.addControl(
      new NoticeControl('The online map could not be reached: showing the offline map.'),
      'bottom-left',
    );
    map.once('load', () => followDetail(map, basemap.world));
  };
  const onError = () => void fallBack().catch(() => undefined);
  const timer = setTimeout(onError, ONLINE_STYLE_WAIT_MS);
  map.on('error', onError);
  map.once('style.load', () => {
    settled = true;
    map.off('error', onError);
    clearTimeout(timer);
  });
}

/** Waits for the style, so sources and layers can be added. */
export function whenLoaded(map: maplibregl.Map): Promise<void> {
  return map.loaded()
    ? Promise.resolve()
    : new Promise((resolve) => map.once('load', () => resolve()));
}
