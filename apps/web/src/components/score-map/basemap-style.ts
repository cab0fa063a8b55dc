import type { ExpressionSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';
// The interface's own font draws the labels: MapLibre rasterises it in the browser, so no glyph
// server is asked (the Latin file is the one the page has already loaded).
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import type { Basemap } from './basemap.ts';
import type { MapTheme } from './map-theme.ts';

export const DETAIL_SOURCE = 'basemap-detail';
/** The small-scale shapes, handed over to the detail cells once those are drawn. */
export const WORLD_SHAPE_LAYERS = ['land', 'lakes', 'states', 'coast', 'borders'] as const;
/** Place names by importance, for tests and for the collision with the property markers. */
export const PLACE_LABEL_LAYERS = ['places-detail', 'places'] as const;
export const LABEL_FONT = 'Inter';

const kind = (value: string): ExpressionSpecification => ['==', ['get', 'kind'], value];

/** A line width that grows with the zoom, thin at world scale and firm at city scale. */
const width = (low: number, high: number): ExpressionSpecification => [
  'interpolate',
  ['linear'],
  ['zoom'],
  2,
  low,
  12,
  high,
];

function text(
  theme: MapTheme,
  layout: Record<string, unknown>,
  paint: Record<string, unknown> = {},
): Pick<LayerSpecification & { type: 'symbol' }, 'layout' | 'paint'> {
  return {
    layout: {
      'text-font': [LABEL_FONT],
      'text-padding': 3,
      'text-max-width': 8,
      // A name may sit beside its place, clear of a cluster ring on the spot.
      'text-variable-anchor': ['center', 'left', 'right', 'top', 'bottom'],
      'text-radial-offset': 1.6,
      ...layout,
    },
    paint: {
      'text-color': theme.label,
      'text-halo-color': theme.land,
      'text-halo-width': 1.6,
      ...paint,
    },
  };
}

/**
 * The style of every map of the app: water, land, lakes and rivers, coasts, country and state
 * borders and the names of countries, states and places, from the files the app ships
 * (docs/architecture.md, "Offline basemap"). Below `detailMinZoom` the world file draws; from it
 * on, the detail cells of the view (10m shapes, every town of 15,000 people), which
 * `followDetail` loads as the view moves. No tiles, sprite or glyph server: nothing leaves this
 * server.
 */
export function basemapStyle(basemap: Basemap, theme: MapTheme): StyleSpecification {
  const detailFrom = basemap.world.detailMinZoom;
  const world = { source: 'world' } as const;
  const detail = { source: DETAIL_SOURCE, minzoom: detailFrom } as const;
  const rank: ExpressionSpecification = ['get', 'rank'];
  return {
    version: 8,
    name: 'ListingLens offline basemap',
    'font-faces': {
      [LABEL_FONT]: [
        {
          url: interLatin,
          'unicode-range': ['U+0000-00FF', 'U+0131', 'U+0152-0153', 'U+2000-206F'],
        },
        { url: interLatinExt, 'unicode-range': ['U+0100-02BA', 'U+1E00-1EFF'] },
      ],
    },
    sources: {
      land: { type: 'geojson', data: basemap.land, tolerance: 0.45 },
      borders: { type: 'geojson', data: basemap.borders, tolerance: 0.45 },
      coast: { type: 'geojson', data: basemap.coast, tolerance: 0.45 },
      world: { type: 'geojson', data: basemap.world, tolerance: 0.45 },
      [DETAIL_SOURCE]: {
        type: 'geojson',
        data: { type: 'FeatureCollection', features: [] },
        tolerance: 0.3,
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': theme.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': theme.land } },
      {
        id: 'land-detail',
        type: 'fill',
        ...detail,
        filter: kind('land'),
        // The cells are cut along straight lines: smoothing their edges would draw the seams.
        paint: { 'fill-color': theme.land, 'fill-antialias': false },
      },
      {
        id: 'lakes',
        type: 'fill',
        ...world,
        filter: kind('lake'),
        paint: { 'fill-color': theme.water },
      },
      {
        id: 'lakes-detail',
        type: 'fill',
        ...detail,
        filter: kind('lake'),
        paint: { 'fill-color': theme.water },
      },
      {
        id: 'lake-shores-detail',
        type: 'line',
        ...detail,
        filter: kind('lake'),
        paint: { 'line-color': theme.coast, 'line-width': width(0.4, 1) },
      },
      {
        id: 'rivers-detail',
        type: 'line',
        ...detail,
        filter: kind('river'),
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': theme.river, 'line-width': width(0.6, 2) },
      },
      {
        id: 'states',
        type: 'line',
        ...world,
        minzoom: 2.5,
        filter: kind('state'),
        layout: { 'line-join': 'round' },
        paint: { 'line-color': theme.state, 'line-width': 0.7, 'line-dasharray': [4, 2] },
      },
      {
        id: 'states-detail',
        type: 'line',
        ...detail,
        filter: kind('state'),
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': theme.state,
          'line-width': width(0.7, 1.4),
          'line-dasharray': [4, 2],
        },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'coast',
        paint: { 'line-color': theme.coast, 'line-width': width(0.5, 1.2) },
      },
      {
        id: 'coast-detail',
        type: 'line',
        ...detail,
        filter: kind('coast'),
        paint: { 'line-color': theme.coast, 'line-width': width(0.5, 1.2) },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': theme.border,
          'line-width': width(0.6, 2),
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'borders-detail',
        type: 'line',
        ...detail,
        filter: kind('border'),
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': theme.border,
          'line-width': width(0.6, 2),
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'state-labels',
        type: 'symbol',
        ...world,
        minzoom: 4,
        maxzoom: detailFrom,
        filter: kind('state-label'),
        ...text(
          theme,
          {
            'text-field': ['get', 'name'],
            'text-size': 10,
            'text-letter-spacing': 0.06,
            'text-transform': 'uppercase',
          },
          { 'text-color': theme.labelMuted },
        ),
      },
      {
        id: 'state-labels-detail',
        type: 'symbol',
        ...detail,
        maxzoom: 10,
        filter: ['all', kind('state-label'), ['<=', rank, ['step', ['zoom'], 4, 8, 6, 9, 9]]],
        ...text(
          theme,
          {
            'text-field': ['get', 'name'],
            'text-size': 10,
            'text-letter-spacing': 0.06,
            'text-transform': 'uppercase',
          },
          { 'text-color': theme.labelMuted },
        ),
      },
      {
        id: 'places-detail',
        type: 'symbol',
        ...detail,
        filter: ['all', kind('place'), ['<=', rank, ['step', ['zoom'], 5, 9, 6]]],
        ...text(theme, {
          'text-field': ['get', 'name'],
          'text-size': ['interpolate', ['linear'], rank, 4, 12.5, 6, 11],
          'symbol-sort-key': rank,
        }),
      },
      {
        id: 'places',
        type: 'symbol',
        ...world,
        minzoom: 2,
        filter: ['all', kind('place'), ['<=', rank, ['step', ['zoom'], 1, 3, 2, 5, 3]]],
        ...text(
          theme,
          {
            'text-field': ['get', 'name'],
            // The big city a view is about reads first, and louder the closer the view.
            'text-size': [
              'interpolate',
              ['linear'],
              ['zoom'],
              3,
              ['interpolate', ['linear'], rank, 1, 13, 3, 11.5],
              10,
              ['interpolate', ['linear'], rank, 1, 19, 3, 15],
            ],
            'symbol-sort-key': rank,
          },
          { 'text-color': theme.ink, 'text-halo-width': 2 },
        ),
      },
      {
        id: 'country-labels',
        type: 'symbol',
        ...world,
        maxzoom: 7,
        filter: [
          'all',
          kind('country-label'),
          ['>=', ['get', 'area'], ['step', ['zoom'], 150, 2, 40, 3, 4, 4, 0]],
        ],
        ...text(
          theme,
          {
            'text-field': ['get', 'name'],
            'text-size': ['interpolate', ['linear'], ['zoom'], 1, 10, 6, 14],
            'text-letter-spacing': 0.1,
            'text-transform': 'uppercase',
            'text-max-width': 7,
          },
          { 'text-color': theme.labelMuted },
        ),
      },
    ],
  };
}
