import type { Polygon } from 'geojson';
import type { LatLng, LngLatBounds } from './map-features.ts';
import { isLatLng, pointsBounds } from './map-features.ts';

const EARTH_RADIUS_MILES = 3958.8;

/** A circle of `miles` around `centre` as a polygon of `steps` sides (great-circle offsets). */
export function circlePolygon(centre: LatLng, miles: number, steps = 72): Polygon {
  const angular = miles / EARTH_RADIUS_MILES;
  const lat = (centre.lat * Math.PI) / 180;
  const lng = (centre.lng * Math.PI) / 180;
  const ring: [number, number][] = [];
  for (let step = 0; step <= steps; step += 1) {
    const bearing = (step / steps) * Math.PI * 2;
    const toLat = Math.asin(
      Math.sin(lat) * Math.cos(angular) + Math.cos(lat) * Math.sin(angular) * Math.cos(bearing),
    );
    const toLng =
      lng +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat),
        Math.cos(angular) - Math.sin(lat) * Math.sin(toLat),
      );
    ring.push([(toLng * 180) / Math.PI, (toLat * 180) / Math.PI]);
  }
  return { type: 'Polygon', coordinates: [ring] };
}

const samePoint = (a: LatLng, b: LatLng) => a.lat === b.lat && a.lng === b.lng;

/**
 * What the listing map draws and how it frames it: the two points, the offset between them when
 * they differ, and the rings around the correct point; the frame holds all of them.
 */
export function listingFrame(
  correct: LatLng | null,
  listing: LatLng | null,
  ringMiles: readonly number[] = [],
) {
  const points = [correct, listing].filter(isLatLng);
  const rings = isLatLng(correct)
    ? ringMiles.filter((miles) => miles > 0).map((miles) => circlePolygon(correct, miles))
    : [];
  const ringPoints = rings.flatMap((ring) =>
    ring.coordinates[0]!.map(([lng, lat]) => ({ lat: lat!, lng: lng! })),
  );
  const bounds: LngLatBounds | null = pointsBounds([...points, ...ringPoints]);
  return {
    points,
    bounds,
    rings,
    /** Both points, apart: the offset between them is drawn, with its distance at its middle. */
    offset:
      isLatLng(correct) && isLatLng(listing) && !samePoint(correct, listing)
        ? {
            line: [
              [correct.lng, correct.lat],
              [listing.lng, listing.lat],
            ] as [number, number][],
            middle: [(correct.lng + listing.lng) / 2, (correct.lat + listing.lat) / 2] as [
              number,
              number,
            ],
          }
        : null,
  };
}
