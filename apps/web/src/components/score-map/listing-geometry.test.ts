import { describe, expect, it } from 'vitest';
import { circlePolygon, listingFrame } from './listing-geometry.ts';

const PARIS = { lat: 48.8702, lng: 2.3319 };

/** Haversine distance in miles, to check the circle independently of how it was built. */
function miles(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

describe('listing map geometry', () => {
  it('rings the correct point at the given distance', () => {
    const ring = circlePolygon(PARIS, 0.5).coordinates[0]!;
    expect(ring[0]).toEqual(ring.at(-1));
    for (const [lng, lat] of ring) {
      expect(miles(PARIS, { lat: lat!, lng: lng! })).toBeCloseTo(0.5, 3);
    }
  });

  it('draws the offset between two different points, with its middle', () => {
    const frame = listingFrame(PARIS, { lat: 48.8731, lng: 2.3376 });
    expect(frame.offset?.line).toEqual([
      [2.3319, 48.8702],
      [2.3376, 48.8731],
    ]);
    expect(frame.offset?.middle[0]).toBeCloseTo(2.33475, 6);
    expect(frame.bounds).toEqual([
      [2.3319, 48.8702],
      [2.3376, 48.8731],
    ]);
  });

  it('draws no offset for a listing on the correct point, or without one of the points', () => {
    expect(listingFrame(PARIS, { ...PARIS }).offset).toBeNull();
    expect(listingFrame(PARIS, null).offset).toBeNull();
    expect(listingFrame(null, PARIS).offset).toBeNull();
    expect(listingFrame(null, null).bounds).toBeNull();
  });

  it('frames the rings too, and rings only a known correct point', () => {
    const [[west], [east]] = listingFrame(PARIS, PARIS, [0.1, 0.5]).bounds!;
    expect(miles({ lat: PARIS.lat, lng: west! }, { lat: PARIS.lat, lng: east! })).toBeCloseTo(1, 2);
    expect(listingFrame(null, PARIS, [0.1, 0.5]).rings).toEqual([]);
    expect(listingFrame(PARIS, null, [0, -1]).rings).toEqual([]);
  });
});
