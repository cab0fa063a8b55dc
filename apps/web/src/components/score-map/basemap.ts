import type { FeatureCollection, MultiLineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// The shapes ship with the app as a hashed asset of this server: the map asks nothing of the
// internet (DESIGN.md section 2, maps).
import countriesUrl from 'world-atlas/countries-50m.json?url';
import type { MapTheme } from './map-theme.ts';

export interface Basemap {
  land: FeatureCollection;
  /** Lines between two countries. */
  borders: MultiLineString;
  /** Lines with land on one side only. */
  coast: MultiLineString;
}

/** Antarctica is dropped: on a Mercator map it smears into stray lines along the bottom edge. */
const ANTARCTICA = '010';

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;

export function basemapFromTopology(topology: Countries): Basemap {
  const countries = topology.objects.countries;
  const kept = {
    ...countries,
    geometries: countries.geometries.filter((country) => country.id !== ANTARCTICA),
  };
  return {
    land: feature(topology, kept) as FeatureCollection,
    borders: mesh(topology, kept, (a, b) => a !== b),
    coast: mesh(topology, kept, (a, b) => a === b),
  };
}

let loading: Promise<Basemap> | null = null;

/** Fetched and converted once per page: every map after the first draws at once. */
export function loadBasemap(): Promise<Basemap> {
  loading ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The basemap answered ${response.status}`);
      return response.json() as Promise<Countries>;
    })
    .then(basemapFromTopology)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * The style of every map of the app: water, land, coasts and borders from the shipped shapes, and
 * nothing else. No glyphs, sprite or tiles: each would be a request to some server.
 */
export function basemapStyle(basemap: Basemap, theme: MapTheme): StyleSpecification {
  return {
    version: 8,
    name: 'ListingLens offline basemap',
    sources: {
      land: { type: 'geojson', data: basemap.land, tolerance: 0.45 },
      borders: { type: 'geojson', data: basemap.borders, tolerance: 0.45 },
      coast: { type: 'geojson', data: basemap.coast, tolerance: 0.45 },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': theme.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': theme.land } },
      {
        id: 'coast',
        type: 'line',
        source: 'coast',
        paint: {
          'line-color': theme.coast,
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.5, 8, 1.2],
        },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': theme.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.6, 8, 1.6],
          'line-dasharray': [3, 2],
        },
      },
    ],
  };
}
