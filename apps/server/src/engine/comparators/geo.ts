import haversineDistance from 'haversine-distance';
import type { Status } from '@lens/domain';
import { preparePoint } from '../prepare-values.ts';
import type { Coordinates } from '../types.ts';
import { absence, unreadable, verdict, type Comparator } from './verdict.ts';

const METRES_PER_MILE = 1609.344;

export function distanceMiles(a: Coordinates, b: Coordinates): number {
  return haversineDistance(a, b) / METRES_PER_MILE;
}

function shown(point: Coordinates): string {
  return `${point.lat}, ${point.lng}`;
}

/**
 * ACCURATE within `geo.accurateMiles` (0.1 mi), DISCREPANCY within `geo.discrepancyMiles` (0.5 mi),
 * else INACCURATE. Latitude and longitude given the wrong way round are a wrong pin too, named as
 * such in the evidence; a pin at (0, 0) is where broken geocoders put what they could not place,
 * so no pin; coordinates that are not numbers on the globe wait for a person.
 */
export const compareGeoCoordinates: Comparator = (reference, snapshot, context) => {
  const source = reference.coordinates;
  const raw = snapshot.coordinates;
  const channel = preparePoint(raw);
  if (!source || !channel) {
    if (!source || raw == null) {
      return absence(source?.display ?? null, channel?.display ?? null, false);
    }
    if (raw.lat === 0 && raw.lng === 0) {
      return verdict('MISSING', source.display, shown(raw), { rule: 'coordinates-null-island' });
    }
    if (swappedNear(source.point, raw, context.limits.geo.discrepancyMiles)) {
      return verdict('INACCURATE', source.display, shown(raw), {
        rule: 'coordinates-swapped',
        sourceNormalized: source.display,
        details: { swapped: true },
      });
    }
    return unreadable('channel', 'not a latitude and longitude', source.display, shown(raw), {
      rule: 'coordinates-unreadable',
      sourceNormalized: source.display,
    });
  }
  const { accurateMiles, discrepancyMiles } = context.limits.geo;
  const miles = distanceMiles(source.point, channel.point);
  const swapped =
    miles > discrepancyMiles && swappedNear(source.point, channel.point, discrepancyMiles);
  const [status, rule, threshold]: [Status, string, number] =
    miles <= accurateMiles
      ? ['ACCURATE', 'distance-within', accurateMiles]
      : miles <= discrepancyMiles
        ? ['DISCREPANCY', 'distance-near', discrepancyMiles]
        : ['INACCURATE', swapped ? 'coordinates-swapped' : 'distance-beyond', discrepancyMiles];
  return verdict(status, source.display, channel.display, {
    rule,
    threshold,
    sourceNormalized: source.display,
    channelNormalized: channel.display,
    distanceMiles: Math.round(miles * 1000) / 1000,
    ...(swapped && { details: { swapped } }),
  });
};

/** Whether the channel's pin, latitude and longitude exchanged, is the reference's. */
function swappedNear(source: Coordinates, channel: Coordinates, miles: number): boolean {
  const swapped = preparePoint({ lat: channel.lng, lng: channel.lat });
  return swapped !== null && distanceMiles(source, swapped.point) <= miles;
}
