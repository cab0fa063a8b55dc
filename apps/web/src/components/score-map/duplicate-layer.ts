import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, Map } from 'maplibre-gl';
import type { MapTheme } from './map-theme.ts';

/** A listing a channel shows that may be a property's duplicate: drawn apart from the scores. */
export interface DuplicateMarker {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

export const DUPLICATE_SOURCE = 'duplicate-listings';
export const DUPLICATE_LAYER = 'duplicate-listing-points';

export function duplicateFeatures(
  markers: readonly DuplicateMarker[],
): FeatureCollection<Point, { name: string }> {
  return {
    type: 'FeatureCollection',
    features: markers.map((marker) => ({
      type: 'Feature',
      id: marker.id,
      geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
      properties: { name: marker.name },
    })),
  };
}

/**
 * Duplicates as hollow rings in the brand colour, never clustered and drawn over the property
 * markers: a ring reads as "another listing here" rather than as a score band.
 */
export function addDuplicateLayer(map: Map, theme: MapTheme): void {
  map.addSource(DUPLICATE_SOURCE, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
  });
  map.addLayer({
    id: DUPLICATE_LAYER,
    type: 'circle',
    source: DUPLICATE_SOURCE,
    paint: {
      'circle-color': theme.surface,
      'circle-opacity': 0.6,
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 2, 5, 10, 9],
      'circle-stroke-color': theme.brand,
      'circle-stroke-width': 3,
    },
  });
}

export function duplicateSource(map: Map): GeoJSONSource {
  return map.getSource(DUPLICATE_SOURCE) as GeoJSONSource;
}
