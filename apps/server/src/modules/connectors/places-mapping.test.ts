import { readFileSync } from 'node:fs';
import path from 'node:path';
import { snapshotRecordSchema } from '@lens/contracts';
import { describe, expect, it } from 'vitest';
import { PlacesAnswerError, placesListing } from './places-mapping.ts';

const answer = (name: string): unknown =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'test-support/recorded/places', name), 'utf8'),
  );

const PHOTOS = 'https://places.example/maps/api/place/photo';

describe('placesListing', () => {
  it('maps a place onto the snapshot characteristics', () => {
    expect(placesListing(answer('details-harbour-view.json'), PHOTOS)).toEqual({
      listingUrl: 'https://maps.example/?cid=1234567890123456789',
      shownClosed: false,
      name: 'Harbour View Hotel & Suites',
      address: {
        line1: '7 Hickson Road',
        city: 'The Rocks',
        postalCode: '2000',
        region: 'New South Wales',
        countryCode: 'AU',
      },
      phone: '+61 2 9250 6000',
      website: 'https://www.harbourviewhotel.example/',
      // Open from Sunday 00:00 with no close: round the clock, on Sunday (day 6 from Monday).
      hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
        day,
        intervals: day === 6 ? [{ open: '00:00', close: '24:00' }] : [],
      })),
      coordinates: { lat: -33.8610989, lng: 151.2104682 },
      descriptions: {
        en: {
          content:
            'Upscale harbourside hotel with a rooftop pool, a spa and views of the Opera House.',
        },
      },
      photos: [
        { url: `${PHOTOS}?photo_reference=AWU5eFjxM2sXqp9kE0-facade`, tags: [] },
        { url: `${PHOTOS}?photo_reference=AWU5eFjxM2sXqp9kE0-lobby`, tags: [] },
      ],
    });
  });

  it('counts days from Monday, ends overnight periods at midnight and reads closures', () => {
    const content = placesListing(answer('details-trattoria.json'), PHOTOS);
    expect(content.shownClosed).toBe(true);
    expect(content.address).toEqual({
      line1: 'Via dei Coronari',
      city: 'Roma',
      postalCode: null,
      region: null,
      countryCode: 'IT',
    });
    expect(content.hours).toEqual([
      { day: 0, intervals: [] },
      {
        day: 1,
        intervals: [
          { open: '12:00', close: '15:00' },
          { open: '19:00', close: '23:00' },
        ],
      },
      { day: 2, intervals: [] },
      { day: 3, intervals: [] },
      { day: 4, intervals: [] },
      { day: 5, intervals: [{ open: '19:00', close: '24:00' }] },
      { day: 6, intervals: [] },
    ]);
  });

  it('gives records the snapshot import schema accepts', () => {
    for (const name of ['details-harbour-view.json', 'details-trattoria.json']) {
      const record = {
        propertyCode: 'P1',
        siteId: 104,
        capturedAt: '2026-11-22T06:00:00Z',
        ...placesListing(answer(name), PHOTOS),
      };
      expect(snapshotRecordSchema.safeParse(record).success, name).toBe(true);
    }
  });

  it('keeps the written address when the components lack the city', () => {
    const place = answer('details-trattoria.json') as { result: Record<string, unknown> };
    place.result.address_components = [];
    expect(placesListing(place, PHOTOS).address).toBe('Via dei Coronari, 00186 Roma RM, Italy');
  });

  it('says why there is no listing', () => {
    expect(() => placesListing(answer('details-not-found.json'), PHOTOS)).toThrow(
      new PlacesAnswerError('NOT_FOUND', 'the channel has no place with this id'),
    );
    expect(() => placesListing(answer('details-denied.json'), PHOTOS)).toThrow(
      'the API answered REQUEST_DENIED: The provided API key is invalid.',
    );
    expect(() => placesListing(answer('server-error.json'), PHOTOS)).toThrow(
      'the API answered INVALID',
    );
    expect(() => placesListing('<html>', PHOTOS)).toThrow('the API did not answer JSON');
  });
});
