import haversineDistance from 'haversine-distance';
import type { Status } from '@lens/domain';
import { preparePoint } from '../prepare-values.ts';
import type { Coordinates } from '../types.ts';
import { absence, verdict, type Comparator } from './verdict.ts';

const METRES_PER_MILE = 1609.344;

export function distanceMiles(a: Coordinates, b: Coordinates): number {
  return haversineDistance(a, b) / METRES_PER_MILE;
}

/** ACCURATE within `geo.accurateMiles` (0.1 mi), DISCREPANCY within `geo.discrepancyMiles` (0.5 mi), else INACCURATE. */
export const compareGeoCoordinates: Comparator = (reference, snapshot, context) => {
  const source = reference.coordinates;
  const channel = preparePoint(snapshot.coordinates);
  if (!source || !channel) return absence(source?.display ?? null, channel?.display ?? null, false);
  const { accurateMiles, discrepancyMiles } = context.limits.geo;
  const miles = distanceMiles(source.point, channel.point);
  const [status, rule, threshold]: [Status, string, number] =
    miles <= accurateMiles
      ? ['ACCURATE', 'distance-within', accurateMiles]
      : miles <= discrepancyMiles
        ? ['DISCREPANCY', 'distance-near', discrepancyMiles]
        : ['INACCURATE', 'distance-beyond', discrepancyMiles];
  return verdict(status, source.display, channel.display, {
    rule,
    threshold,
    sourceNormalized: source.display,
    channelNormalized: channel.display,
    distanceMiles: Math.round(miles * 1000) / 1000,
  });
};
