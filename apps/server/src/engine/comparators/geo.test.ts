import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL } from '../../test-support/engine-fixtures.ts';
import { distanceMiles } from './geo.ts';

const { lat, lng } = NEW_YORK_HOTEL.coordinates as { lat: number; lng: number };
/** A degree of latitude is 69 miles. */
const north = (miles: number) => ({ coordinates: { lat: lat + miles / 69.05, lng } });

describe('GEO_COORDINATES', () => {
  it('measures in miles', () => {
    expect(distanceMiles({ lat, lng }, north(2).coordinates)).toBeCloseTo(2, 1);
  });

  it('is ACCURATE within 0.1 mi, a DISCREPANCY within 0.5 mi, INACCURATE beyond', () => {
    expect(compare('GEO_COORDINATES', NEW_YORK_HOTEL, north(0.05))).toMatchObject({
      status: 'ACCURATE',
      evidence: { rule: 'distance-within', threshold: 0.1 },
    });
    expect(compare('GEO_COORDINATES', NEW_YORK_HOTEL, north(0.3))).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { rule: 'distance-near', threshold: 0.5 },
    });
  });

  it('calls a pin moved 2 miles away INACCURATE and keeps the distance', () => {
    const verdict = compare('GEO_COORDINATES', NEW_YORK_HOTEL, north(2));
    expect(verdict?.status).toBe('INACCURATE');
    expect(verdict?.evidence.distanceMiles).toBeCloseTo(2, 1);
  });

  it('treats a pin at (0, 0) as no pin, naming the placeholder', () => {
    expect(
      compare('GEO_COORDINATES', NEW_YORK_HOTEL, { coordinates: { lat: 0, lng: 0 } }),
    ).toMatchObject({ status: 'MISSING', evidence: { rule: 'coordinates-null-island' } });
  });

  it('sends coordinates that are not a position to review, never INACCURATE', () => {
    for (const coordinates of [
      { lat: Number.NaN, lng: Number.NaN },
      { lat: 407.624, lng: -73.9794 },
    ]) {
      expect(compare('GEO_COORDINATES', NEW_YORK_HOTEL, { coordinates })).toMatchObject({
        status: 'AWAITING REVIEW',
        evidence: { rule: 'coordinates-unreadable', details: { unreadable: 'channel' } },
      });
    }
  });

  it('calls latitude and longitude exchanged INACCURATE, and says so', () => {
    // Swapped, New York is still a point on the globe; Tokyo's longitude is no latitude.
    expect(
      compare('GEO_COORDINATES', NEW_YORK_HOTEL, { coordinates: { lat: lng, lng: lat } }),
    ).toMatchObject({
      status: 'INACCURATE',
      evidence: { rule: 'coordinates-swapped', details: { swapped: true } },
    });
    const tokyo = { ...NEW_YORK_HOTEL, coordinates: { lat: 35.6812, lng: 139.7671 } };
    expect(
      compare('GEO_COORDINATES', tokyo, { coordinates: { lat: 139.7671, lng: 35.6812 } }),
    ).toMatchObject({ status: 'INACCURATE', evidence: { rule: 'coordinates-swapped' } });
    const madrid = { ...NEW_YORK_HOTEL, coordinates: { lat: 40.4153, lng: -3.6845 } };
    expect(
      compare('GEO_COORDINATES', madrid, { coordinates: { lat: -3.6845, lng: 40.4153 } }),
    ).toMatchObject({ status: 'INACCURATE', evidence: { rule: 'coordinates-swapped' } });
  });
});
