import { describe, expect, it } from 'vitest';
import {
  hasCoordinates,
  visibleMapEntries,
  type MapCoordinates,
  type MapEntry,
} from './map-visibility.ts';

const entry = (id: number, coordinates: MapCoordinates | null, ignored = false): MapEntry => ({
  id,
  name: `Channel ${id}`,
  coordinates,
  ignored,
});

const entries = [
  entry(1, { lat: 51.5074, lng: -0.1278 }),
  entry(2, 'N/A'),
  entry(3, null),
  entry(4, ''),
  entry(5, '40.7128,-74.0060', true),
];
const ids = (list: MapEntry[]) => list.map((e) => e.id);
const normal = { hotelChainMode: false, automatedAudit: false, channelCount: 3 };

describe('visibleMapEntries: "Map entries without coordinates, or with \'N/A\', are hidden unless in hotel-chain mode or an automated audit."', () => {
  it('hides entries without coordinates or with N/A', () => {
    expect(ids(visibleMapEntries(entries, normal))).toEqual([1, 5]);
  });

  it('keeps them in hotel-chain mode', () => {
    expect(ids(visibleMapEntries(entries, { ...normal, hotelChainMode: true }))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('keeps them for an automated audit', () => {
    expect(ids(visibleMapEntries(entries, { ...normal, automatedAudit: true }))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('"If exactly one channel result exists, ignored ones are removed."', () => {
    expect(ids(visibleMapEntries(entries, { ...normal, channelCount: 1 }))).toEqual([1]);
    expect(
      ids(visibleMapEntries(entries, { ...normal, channelCount: 1, hotelChainMode: true })),
    ).toEqual([1, 2, 3, 4]);
  });
});

describe('hasCoordinates', () => {
  it('is false for null, missing, blank and N/A', () => {
    expect(hasCoordinates(null)).toBe(false);
    expect(hasCoordinates(undefined)).toBe(false);
    expect(hasCoordinates('  ')).toBe(false);
    expect(hasCoordinates('N/A')).toBe(false);
    expect(hasCoordinates(' N/A ')).toBe(false);
  });

  it('is true for a location, as degrees or as text', () => {
    expect(hasCoordinates({ lat: 0, lng: 0 })).toBe(true);
    expect(hasCoordinates('40.7128,-74.0060')).toBe(true);
  });
});
