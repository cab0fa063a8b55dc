import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import countries from 'world-atlas/countries-110m.json';
import { basemapFromTopology, basemapStyle } from './basemap.ts';
import { readMapTheme } from './map-theme.ts';

// The coarse shapes of the same package: the conversion does not depend on the resolution.
const basemap = basemapFromTopology(
  countries as unknown as Parameters<typeof basemapFromTopology>[0],
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

  it('is a valid MapLibre style that asks no server for anything', () => {
    const style = basemapStyle(basemap, readMapTheme());
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
  });
});
