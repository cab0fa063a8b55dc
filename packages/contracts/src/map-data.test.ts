import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mapDataQuerySchema, mapDataResponseSchema, type MapDataResponse } from './map-data.ts';

const answer: MapDataResponse = {
  propertyDetailsFromChannel: [
    {
      id: 981,
      propertyId: 5012,
      siteId: 104,
      name: 'Harbour View Hotel',
      coordinates: { lat: 51.5072, lng: -0.1276 },
      accuracy: 87,
      contentPro: 64,
      listingType: 'DIAMOND',
      status: null,
      ignored: false,
      distanceFromCorrectCoordinatesInMiles: 0.06,
    },
    {
      id: 982,
      propertyId: 5013,
      name: 'Riverside Spa',
      coordinates: 'N/A',
      accuracy: null,
      contentPro: null,
      listingType: null,
      status: 'CLOSED_TEMPORARY',
      ignored: true,
    },
  ],
};

describe('map data', () => {
  it("parses markers, with 'N/A' or null coordinates", () => {
    expect(mapDataResponseSchema.parse(answer)).toEqual(answer);
    expect(z.encode(mapDataResponseSchema, answer)).toEqual(answer);
  });

  it('names the offending field', () => {
    const bad = {
      propertyDetailsFromChannel: [
        { ...answer.propertyDetailsFromChannel[0], coordinates: 'none' },
      ],
    };
    expect(mapDataResponseSchema.safeParse(bad).error?.issues[0]?.path).toEqual([
      'propertyDetailsFromChannel',
      0,
      'coordinates',
    ]);
  });

  it('takes the filters and an optional audit', () => {
    expect(mapDataQuerySchema.parse({ country: '44' })).toEqual({ country: [44] });
    expect(mapDataQuerySchema.parse({ country: '44', audit: '981' })).toEqual({
      country: [44],
      audit: 981,
    });
  });
});
