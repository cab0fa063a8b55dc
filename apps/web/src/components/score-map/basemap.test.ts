import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import countries from 'world-atlas/countries-110m.json';
import { basemapFromTopology, cellsInView, type WorldFile } from './basemap.ts';
import { basemapStyle, DETAIL_SOURCE, PLACE_LABEL_LAYERS } from './basemap-style.ts';
import { readMapTheme } from './map-theme.ts';

const world: WorldFile = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { kind: 'place', name: 'Chicago', rank: 2, population: 2_720_546 },
      geometry: { type: 'Point', coordinates: [-87.65, 41.85] },
    },
  ],
  cells: { '9_13': '/assets/basemap-cell-9_13-x.json' },
  cellDegrees: 10,
  detailMinZoom: 7,
};

// The coarse shapes of the same package: the conversion does not depend on the resolution.
const basemap = basemapFromTopology(
  countries as unknown as Parameters<typeof basemapFromTopology>[0],
  world,
);

describe('offline basemap', () => {
  it('draws every country but Antarctica', () => {
    const names = basemap.land.features.map((country) => country.properties?.name);
    expect(names).toContain('France');
    expect(names).not.toContain('Antarctica');
    const topology = countries as unknown as Topology<{ countries: GeometryCollection }>;
    expect(basemap.land.features.length).toBe(topology.objects.countries.geometries.length - 1);
  });

  it('has borders between countries and coasts apart', () => {
    expect(basemap.borders.type).toBe('MultiLineString');
    expect(basemap.borders.coordinates.length).toBeGreaterThan(100);
    expect(basemap.coast.coordinates.length).toBeGreaterThan(100);
  });

  it('is a valid MapLibre style whose sources, fonts included, are all this server', () => {
    const style = basemapStyle(basemap, readMapTheme());
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
    const fonts = Object.values(style['font-faces'] ?? {}).flat();
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      const url = typeof font === 'string' ? font : font.url;
      expect(url.startsWith('/')).toBe(true);
    }
    const symbols = style.layers
      .filter((layer) => layer.type === 'symbol')
      .map((layer) => layer.id);
    expect(symbols).toEqual(expect.arrayContaining([...PLACE_LABEL_LAYERS]));
    const detail = style.layers.filter(
      (layer) => 'source' in layer && layer.source === DETAIL_SOURCE,
    );
    expect(detail.every((layer) => layer.minzoom === world.detailMinZoom)).toBe(true);
  });

  it('asks for the cells a view covers, the middle one first', () => {
    // Chicago at city zoom: one cell.
    expect(cellsInView([-88.2, 41.6, -87.3, 42.1], 10)).toEqual(['9_13']);
    const wide = cellsInView([-95, 35, -75, 55], 10);
    expect(wide).toHaveLength(9);
    expect(wide[0]).toBe('9_13');
    // The edges of the world stay inside the grid.
    expect(cellsInView([-200, -100, 200, 100], 90)).toHaveLength(8);
  });
});
