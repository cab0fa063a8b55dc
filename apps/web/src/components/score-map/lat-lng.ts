import type { MapCoordinates } from '@lens/domain';

export type LatLng = { lat: number; lng: number };

/** A usable location: numbers on the globe, not 'N/A' or a missing value. */
export function isLatLng(coordinates: MapCoordinates | null | undefined): coordinates is LatLng {
  return (
    typeof coordinates === 'object' &&
    coordinates !== null &&
    Number.isFinite(coordinates.lat) &&
    Number.isFinite(coordinates.lng) &&
    Math.abs(coordinates.lat) <= 90 &&
    Math.abs(coordinates.lng) <= 180
  );
}
