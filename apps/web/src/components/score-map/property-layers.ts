import type { ExpressionSpecification, GeoJSONSource, Map } from 'maplibre-gl';
import { drawClusterIcon } from './cluster-icon.ts';
import {
  clusterIconExpression,
  clusterProperties,
  parseClusterIconName,
  type MarkerProperties,
} from './map-features.ts';
import { bandColorExpression, type MapTheme } from './map-theme.ts';

export const PROPERTY_SOURCE = 'properties';
export const CLUSTER_LAYER = 'property-clusters';
export const POINT_LAYER = 'property-points';
/** Invisible symbols over the markers that keep the basemap's names off them. */
export const POINT_GUARD_LAYER = 'property-point-guards';
const GUARD_IMAGE = 'property-guard';
/** A little wider than the largest marker with its outline. */
const GUARD_SIZE = 26;

const IS_CLUSTER: ExpressionSpecification = ['has', 'point_count'];

/**
 * The properties as a clustered source: clustering in the map's worker keeps thousands of
 * markers smooth, and each cluster carries how many of its properties fall in each band.
 */
export function addPropertyLayers(map: Map, theme: MapTheme): void {
  map.setMissingStyleImageResolver((name) => {
    const mix = parseClusterIconName(name);
    if (!mix || map.hasImage(name)) return;
    const icon = drawClusterIcon(mix, theme, window.devicePixelRatio || 1);
    if (icon) map.addImage(name, icon.image, { pixelRatio: icon.pixelRatio });
  });
  map.addSource(PROPERTY_SOURCE, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
    cluster: true,
    clusterRadius: 44,
    clusterMaxZoom: 13,
    clusterProperties: clusterProperties() as never,
  });
  map.addLayer({
    id: POINT_LAYER,
    type: 'circle',
    source: PROPERTY_SOURCE,
    filter: ['!', IS_CLUSTER],
    paint: {
      'circle-color': bandColorExpression(theme) as never,
      'circle-radius': [
        'interpolate',
        ['linear'],
        ['zoom'],
        2,
        ['case', ['boolean', ['feature-state', 'selected'], false], 8, 5.5],
        10,
        ['case', ['boolean', ['feature-state', 'selected'], false], 11, 8],
      ],
      'circle-stroke-color': [
        'case',
        ['boolean', ['feature-state', 'selected'], false],
        theme.ink,
        theme.surface,
      ],
      'circle-stroke-width': [
        'case',
        ['boolean', ['feature-state', 'hover'], false],
        3,
        ['boolean', ['feature-state', 'selected'], false],
        2.5,
        2,
      ],
    },
  });
  // Markers and clusters take their place before any name (symbols higher up are placed
  // first) and names never go over them: both always show, and a name that would touch one is
  // left out (docs/architecture.md, "Offline basemap").
  if (!map.hasImage(GUARD_IMAGE)) {
    const empty = {
      width: GUARD_SIZE,
      height: GUARD_SIZE,
      data: new Uint8Array(GUARD_SIZE ** 2 * 4),
    };
    map.addImage(GUARD_IMAGE, empty);
  }
  map.addLayer({
    id: POINT_GUARD_LAYER,
    type: 'symbol',
    source: PROPERTY_SOURCE,
    filter: ['!', IS_CLUSTER],
    layout: {
      'icon-image': GUARD_IMAGE,
      'icon-allow-overlap': true,
      'icon-ignore-placement': false,
    },
  });
  map.addLayer({
    id: CLUSTER_LAYER,
    type: 'symbol',
    source: PROPERTY_SOURCE,
    filter: IS_CLUSTER,
    layout: {
      'icon-image': clusterIconExpression() as never,
      'icon-allow-overlap': true,
      'icon-ignore-placement': false,
    },
  });
}

export function propertySource(map: Map): GeoJSONSource {
  return map.getSource(PROPERTY_SOURCE) as GeoJSONSource;
}

/** The marker's own properties, as typed; the worker hands them back as plain values. */
export function markerOf(properties: Record<string, unknown>): MarkerProperties {
  return {
    propertyId: Number(properties.propertyId),
    name: String(properties.name),
    score: String(properties.score),
    band: properties.band as MarkerProperties['band'],
  };
}
