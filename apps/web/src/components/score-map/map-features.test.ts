import { createExpression } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import {
  abbreviateCount,
  clusterArcs,
  clusterDiameter,
  clusterIconExpression,
  clusterIconName,
  clusterProperties,
  featureBounds,
  isLatLng,
  markerFeatures,
  parseClusterIconName,
  type ScoreMapEntry,
} from './map-features.ts';
import { bandColorExpression, readMapTheme } from './map-theme.ts';

const entry = (overrides: Partial<ScoreMapEntry> & { propertyId: number }): ScoreMapEntry => ({
  name: `Property ${overrides.propertyId}`,
  coordinates: { lat: 48.85, lng: 2.35 },
  accuracy: 95,
  ...overrides,
});

/** Runs a style expression the way the map does, on one feature's properties. */
function evaluate(expression: unknown, properties: Record<string, unknown>) {
  const parsed = createExpression(expression, 'test');
  if (parsed.result !== 'success') throw new Error(JSON.stringify(parsed.value));
  return parsed.value.evaluate({ zoom: 5 }, { type: 'Point', properties } as never);
}

describe('markerFeatures', () => {
  it('places each property at its coordinates, longitude first as GeoJSON wants', () => {
    const { features } = markerFeatures([entry({ propertyId: 7, name: 'Aster Berlin' })]);
    expect(features).toHaveLength(1);
    expect(features[0]!.geometry.coordinates).toEqual([2.35, 48.85]);
    expect(features[0]!.properties).toEqual({
      propertyId: 7,
      name: 'Aster Berlin',
      score: '95',
      band: 'high',
    });
  });

  it('bands each marker by the domain rule on the rounded score, N/A when there is none', () => {
    const bands = markerFeatures([
      entry({ propertyId: 1, accuracy: 89.5 }),
      entry({ propertyId: 2, accuracy: 89.4 }),
      entry({ propertyId: 3, accuracy: 59.4 }),
      entry({ propertyId: 4, accuracy: null }),
    ]).features.map((feature) => [feature.properties.score, feature.properties.band]);
    expect(bands).toEqual([
      ['90', 'high'],
      ['89', 'medium'],
      ['59', 'low'],
      ['N/A', 'none'],
    ]);
  });

  it("leaves out entries without a location: 'N/A', null, or out of range", () => {
    const { features } = markerFeatures([
      entry({ propertyId: 1, coordinates: 'N/A' }),
      entry({ propertyId: 2, coordinates: null }),
      entry({ propertyId: 3, coordinates: { lat: 95, lng: 2 } }),
      entry({ propertyId: 4 }),
    ]);
    expect(features.map((feature) => feature.properties.propertyId)).toEqual([4]);
  });

  it('draws a property listed twice once', () => {
    expect(
      markerFeatures([entry({ propertyId: 1 }), entry({ propertyId: 1 })]).features,
    ).toHaveLength(1);
  });

  it('frames all markers', () => {
    const collection = markerFeatures([
      entry({ propertyId: 1, coordinates: { lat: 43.3, lng: 5.4 } }),
      entry({ propertyId: 2, coordinates: { lat: 50.6, lng: 3.1 } }),
      entry({ propertyId: 3, coordinates: { lat: 48.6, lng: -4.5 } }),
    ]);
    expect(featureBounds(collection)).toEqual([
      [-4.5, 43.3],
      [5.4, 50.6],
    ]);
    expect(featureBounds(markerFeatures([]))).toBeNull();
  });

  it('knows a location from a placeholder', () => {
    expect(isLatLng({ lat: 0, lng: 0 })).toBe(true);
    expect(isLatLng('N/A')).toBe(false);
    expect(isLatLng({ lat: Number.NaN, lng: 2 })).toBe(false);
  });
});

describe('marker colours', () => {
  it('colours a marker with its band colour of the design tokens', () => {
    const theme = readMapTheme();
    const colour = (band: string) => evaluate(bandColorExpression(theme), { band }).toString();
    expect(colour('high')).toBe(evaluate(theme.tone.green, {}).toString());
    expect(colour('medium')).toBe(evaluate(theme.tone.yellow, {}).toString());
    expect(colour('low')).toBe(evaluate(theme.tone.red, {}).toString());
    expect(colour('none')).toBe(evaluate(theme.tone.gray, {}).toString());
  });
});

describe('clusters', () => {
  it('counts each band over the points of a cluster', () => {
    const properties = clusterProperties() as Record<string, [string, unknown]>;
    expect(Object.keys(properties)).toEqual(['high', 'medium', 'low', 'none']);
    // Each is [reduce operator, per-point expression]: the map sums the per-point values.
    expect(properties.high![0]).toBe('+');
    expect(evaluate(properties.low![1], { band: 'low' })).toBe(1);
    expect(evaluate(properties.low![1], { band: 'high' })).toBe(0);
  });

  it('names the icon of a cluster after its mix, and reads the mix back from the name', () => {
    const name = evaluate(clusterIconExpression(), { high: 12, medium: 3, low: 1, none: 0 });
    expect(name).toBe('cluster:12:3:1:0');
    expect(name).toBe(clusterIconName({ high: 12, medium: 3, low: 1, none: 0 }));
    expect(parseClusterIconName(name)).toEqual({ high: 12, medium: 3, low: 1, none: 0, total: 16 });
  });

  it('ignores image names that are not cluster icons', () => {
    expect(parseClusterIconName('marker-15')).toBeNull();
    expect(parseClusterIconName('cluster:1:2')).toBeNull();
    expect(parseClusterIconName('cluster:1:x:0:0')).toBeNull();
  });

  it('splits the ring by band, in band order, without empty arcs', () => {
    expect(clusterArcs({ high: 2, medium: 0, low: 2, none: 0, total: 4 })).toEqual([
      { band: 'high', from: 0, to: 0.5 },
      { band: 'low', from: 0.5, to: 1 },
    ]);
    expect(clusterArcs({ high: 0, medium: 0, low: 0, none: 0, total: 0 })).toEqual([]);
  });

  it('abbreviates large counts and sizes clusters in steps', () => {
    expect([999, 1000, 1250, 12_400].map(abbreviateCount)).toEqual(['999', '1k', '1.2k', '12k']);
    expect([5, 50, 500, 5000].map(clusterDiameter)).toEqual([34, 40, 48, 56]);
  });
});
