import { describe, expect, it } from 'vitest';
import { decidingFacts } from './deciding-facts.ts';

describe('what decided an address', () => {
  it('gives both sides of each component that differs', () => {
    expect(
      decidingFacts('ADDRESS', {
        rule: 'address-components',
        details: {
          components: { number: 'different', street: 'equal', postalCode: 'absent-on-channel' },
          differing: { number: ['56', '58'], postalCode: ['3006', null] },
        },
      }),
    ).toEqual([
      'House number differs: 56 in the reference, 58 on the channel',
      'Postal code not on the channel: 3006',
    ]);
  });

  it('names each component that differs, is near or is missing', () => {
    expect(
      decidingFacts('ADDRESS', {
        rule: 'address-components',
        details: {
          components: {
            number: 'different',
            street: 'near',
            unit: 'near',
            postalCode: 'absent-on-channel',
            city: 'equal',
            country: null,
          },
        },
      }),
    ).toEqual([
      'House number differs',
      'Street nearly the same',
      'Unit differs',
      'Postal code not on the channel',
    ]);
  });

  it('says how a number, a city or a unit was read', () => {
    expect(
      decidingFacts('ADDRESS', {
        rule: 'address-components',
        details: {
          components: { number: 'equal', street: 'equal', city: 'equal' },
          readAs: {
            number: 'range 10-12 contains 10',
            city: 'westminster is part of london',
            channel: ['unit 3 of number 88'],
          },
        },
      }),
    ).toEqual([
      'House number read as: range 10-12 contains 10',
      'City read as: westminster is part of london',
      'Channel read as: unit 3 of number 88',
    ]);
  });
});

describe('what decided a pin', () => {
  it('gives the distance, the exchanged coordinates and the pin at 0, 0', () => {
    expect(
      decidingFacts('GEO_COORDINATES', { rule: 'distance-beyond', distanceMiles: 1.244 }),
    ).toEqual(["The channel's pin is 1.244 mi from the reference position"]);
    expect(
      decidingFacts('GEO_COORDINATES', { rule: 'coordinates-swapped', details: { swapped: true } }),
    ).toEqual(["Latitude and longitude exchanged, the channel's pin is the reference position"]);
    expect(decidingFacts('GEO_COORDINATES', { rule: 'coordinates-null-island' })).toEqual([
      "The channel's pin is at 0, 0",
    ]);
  });
});
