import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL } from '../engine-fixtures.ts';
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

  it('treats a pin at (0, 0) as no pin', () => {
    expect(
      compare('GEO_COORDINATES', NEW_YORK_HOTEL, { coordinates: { lat: 0, lng: 0 } })?.status,
    ).toBe('MISSING');
  });
});
