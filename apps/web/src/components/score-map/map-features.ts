import {
  formatAccuracy,
  scoreBand,
  SCORE_BANDS,
  type MapCoordinates,
  type ScoreBand,
} from '@lens/domain';
import type { Feature, FeatureCollection, Point } from 'geojson';
import { isLatLng, type LatLng } from './lat-lng.ts';

export { isLatLng, type LatLng };

/** What the score map needs of a map entry. */
export interface ScoreMapEntry {
  propertyId: number;
  name: string;
  coordinates?: MapCoordinates | null;
  accuracy?: number | null;
  /** The newest audit of the property's listings, shown in its popup. */
  lastAuditDate?: string | null;
  /** Content score, shown in the popup. */
  contentPro?: number | null;
}

/** GeoJSON properties of one marker: flat values only, as the worker copies them per tile. */
export type MarkerProperties = {
  propertyId: number;
  name: string;
  /** The accuracy as the user reads it ('N/A' without a score). */
  score: string;
  band: ScoreBand;
};

export type LngLatBounds = [[number, number], [number, number]];

/**
 * One point per property with a location, its band taken from the domain rule (on the rounded
 * score the popup shows) so a marker's colour always matches its number. A property listed twice
 * is drawn once: two markers on one spot would hide each other and inflate the clusters.
 */
export function markerFeatures(
  entries: readonly ScoreMapEntry[],
): FeatureCollection<Point, MarkerProperties> {
  const seen = new Set<number>();
  const features: Feature<Point, MarkerProperties>[] = [];
  for (const entry of entries) {
    if (!isLatLng(entry.coordinates) || seen.has(entry.propertyId)) continue;
    seen.add(entry.propertyId);
    features.push({
      type: 'Feature',
      id: entry.propertyId,
      geometry: { type: 'Point', coordinates: [entry.coordinates.lng, entry.coordinates.lat] },
      properties: {
        propertyId: entry.propertyId,
        name: entry.name,
        score: formatAccuracy(entry.accuracy),
        band: scoreBand(entry.accuracy),
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** The box around the given points, or null for none; a single point gives a zero-size box. */
export function pointsBounds(points: readonly LatLng[]): LngLatBounds | null {
  if (points.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { lat, lng } of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

export function featureBounds(collection: FeatureCollection<Point>): LngLatBounds | null {
  return pointsBounds(
    collection.features.map(({ geometry }) => ({
      lng: geometry.coordinates[0]!,
      lat: geometry.coordinates[1]!,
    })),
  );
}

/** How many of a cluster's properties fall in each band, and in all. */
export type ClusterMix = Record<ScoreBand, number> & { total: number };

/**
 * Per-band counts summed over each cluster's points by the clustering itself, so a cluster can
 * show the mix of its properties rather than an average that hides the red ones.
 */
export function clusterProperties(): Record<string, unknown> {
  return Object.fromEntries(
    SCORE_BANDS.map((band) => [band, ['+', ['case', ['==', ['get', 'band'], band], 1, 0]]]),
  );
}

const CLUSTER_ICON_PREFIX = 'cluster';

/**
 * A cluster's icon is named after its mix ("cluster:12:3:1:0"), and drawn when the map first asks
 * for that name: clusters are drawn without text, as labels would need glyph files from a server.
 */
export function clusterIconExpression(): unknown[] {
  return [
    'concat',
    CLUSTER_ICON_PREFIX,
    ...SCORE_BANDS.flatMap((band) => [':', ['to-string', ['get', band]]]),
  ];
}

export function clusterIconName(mix: Record<ScoreBand, number>): string {
  return [CLUSTER_ICON_PREFIX, ...SCORE_BANDS.map((band) => mix[band])].join(':');
}

export function parseClusterIconName(name: string): ClusterMix | null {
  const [prefix, ...counts] = name.split(':');
  if (prefix !== CLUSTER_ICON_PREFIX || counts.length !== SCORE_BANDS.length) return null;
  const numbers = counts.map(Number);
  if (numbers.some((count) => !Number.isInteger(count) || count < 0)) return null;
  const mix = Object.fromEntries(SCORE_BANDS.map((band, index) => [band, numbers[index]!]));
  return { ...(mix as Record<ScoreBand, number>), total: numbers.reduce((a, b) => a + b, 0) };
}

/** Counts as a cluster shows them: 999, 1.2k, 12k. */
export function abbreviateCount(count: number): string {
  if (count < 1000) return String(count);
  const thousands = count / 1000;
  return `${thousands < 10 ? Math.floor(thousands * 10) / 10 : Math.floor(thousands)}k`;
}

/** Larger clusters draw larger, in a few steps so sizes stay comparable at a glance. */
export function clusterDiameter(total: number): number {
  if (total < 10) return 34;
  if (total < 100) return 40;
  if (total < 1000) return 48;
  return 56;
}

/** The ring of a cluster icon: one arc per band present, in band order, as [start, end) turns. */
export function clusterArcs(mix: ClusterMix): { band: ScoreBand; from: number; to: number }[] {
  if (mix.total === 0) return [];
  const arcs: { band: ScoreBand; from: number; to: number }[] = [];
  let from = 0;
  for (const band of SCORE_BANDS) {
    if (mix[band] === 0) continue;
    const to = from + mix[band] / mix.total;
    arcs.push({ band, from, to });
    from = to;
  }
  return arcs;
}
