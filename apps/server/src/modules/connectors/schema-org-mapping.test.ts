import { readFileSync } from 'node:fs';
import path from 'node:path';
import { snapshotRecordSchema } from '@lens/contracts';
import { describe, expect, it } from 'vitest';
import { schemaOrgListing } from './schema-org-mapping.ts';

const page = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'test-support/recorded/pages', name), 'utf8');

const HOTEL_URL = 'https://www.travelpages.example/hotels/au/sydney/harbour-view-hotel';

describe('schemaOrgListing', () => {
  it('reads a hotel from a @graph, following @id references', () => {
    const found = schemaOrgListing(page('hotel-graph.html'), HOTEL_URL)!;
    expect(found.type).toBe('Hotel');
    expect(found.content).toEqual({
      listingUrl: HOTEL_URL,
      name: 'Harbour View Hotel & Suites',
      brand: 'Harbour Collection',
      address: {
        line1: '7 Hickson Road',
        city: 'The Rocks',
        postalCode: '2000',
        region: 'NSW',
        countryCode: 'AU',
      },
      phone: '+61 2 9250 6000',
      fax: '+61 2 9250 6001',
      email: 'stay@harbourviewhotel.example',
      website: 'https://www.harbourviewhotel.example/?utm_source=travelpages',
      starRating: 4.5,
      coordinates: { lat: -33.8611, lng: 151.2105 },
      descriptions: {
        en: {
          content:
            'Overlooking Circular Quay, the Harbour View Hotel offers 312 rooms with views of the Opera House. Guests enjoy a rooftop pool and a spa.',
        },
      },
      // Unavailable features and repeats are left out.
      amenities: ['Free WiFi', 'Outdoor pool', 'Fitness centre'],
      photos: [
        { url: 'https://cdn.travelpages.example/h/harbour-view/facade.jpg', tags: [] },
        { url: 'https://cdn.travelpages.example/h/harbour-view/lobby.jpg', tags: [] },
        { url: 'https://www.travelpages.example/h/harbour-view/pool.jpg', tags: [] },
      ],
    });
  });

  it('ignores commented-out blocks and guest review scores', () => {
    const found = schemaOrgListing(page('hotel-graph.html'), HOTEL_URL)!;
    expect(found.content.name).not.toBe('Commented out');
    expect(found.content.starRating).toBe(4.5);
  });

  it('reads a restaurant among several blocks, with written hours and a country name', () => {
    const url = 'https://reviews.example/lyon/le-petit-jardin';
    const found = schemaOrgListing(page('restaurant-blocks.html'), url)!;
    expect(found.type).toBe('Restaurant');
    const { content } = found;
    expect(content.address).toEqual({
      line1: '12 Rue Mercière',
      city: 'Lyon',
      postalCode: '69002',
      region: null,
      countryCode: 'FR',
    });
    expect(content.cuisine).toEqual(['French', 'Lyonnaise']);
    expect(content.reservationLink).toBe('https://book.example/le-petit-jardin');
    // Its url is the review site's own page; the website is the link elsewhere.
    expect(content.website).toBe('https://www.lepetitjardin.example/');
    expect(content.descriptions).toEqual({
      fr: { content: 'Cuisine lyonnaise de saison dans une cour fleurie.' },
    });
    const lunchAndDinner = [
      { open: '11:30', close: '14:30' },
      { open: '19:00', close: '22:30' },
    ];
    expect(content.hours).toEqual([
      ...[0, 1, 2, 3, 4].map((day) => ({ day, intervals: lunchAndDinner })),
      { day: 5, intervals: [{ open: '19:00', close: '23:00' }] },
      { day: 6, intervals: [] },
    ]);
  });

  it('reads a spa past a broken block, with opening hours specifications and text geo', () => {
    const found = schemaOrgListing(
      page('spa-cdata.html'),
      'https://spas.example/gstaad/alpine-calm',
    )!;
    expect(found.type).toBe('DaySpa');
    expect(found.content).toMatchObject({
      name: 'Alpine Calm Spa',
      address: 'Promenade 55, 3780 Gstaad, Switzerland',
      coordinates: { lat: 46.4751, lng: 7.2861 },
      descriptions: { de: { content: 'Wellness mit Blick auf die Berge.' } },
      hours: [
        { day: 0, intervals: [{ open: '09:00', close: '20:00' }] },
        { day: 1, intervals: [{ open: '09:00', close: '20:00' }] },
        { day: 2, intervals: [{ open: '09:00', close: '20:00' }] },
        { day: 3, intervals: [{ open: '09:00', close: '20:00' }] },
        { day: 4, intervals: [{ open: '09:00', close: '20:00' }] },
        {
          day: 5,
          intervals: [
            { open: '08:00', close: '12:00' },
            { open: '18:00', close: '24:00' },
          ],
        },
        { day: 6, intervals: [] },
      ],
    });
  });

  it('leaves hours it cannot read as text for the engine, days spelled out', () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Restaurant',
      openingHours: 'Mo-Fr lunch only, Sa by appointment',
    })}</script>`;
    const { content } = schemaOrgListing(html, 'https://x.example/')!;
    expect(content.hours).toBe('Mon-Fri lunch only, Sat by appointment');
  });

  it('finds nothing on a page without a hotel, restaurant or spa', () => {
    expect(
      schemaOrgListing(page('no-listing.html'), 'https://www.travelpages.example/'),
    ).toBeNull();
    expect(schemaOrgListing('<html><body>No data</body></html>', 'https://x.example/')).toBeNull();
  });

  it('gives records the snapshot import schema accepts', () => {
    for (const [name, url] of [
      ['hotel-graph.html', HOTEL_URL],
      ['restaurant-blocks.html', 'https://reviews.example/lyon/le-petit-jardin'],
      ['spa-cdata.html', 'https://spas.example/gstaad/alpine-calm'],
    ] as const) {
      const { content } = schemaOrgListing(page(name), url)!;
      const record = {
        propertyCode: 'SYDHV',
        siteId: 104,
        capturedAt: '2026-11-22T06:00:00Z',
        ...content,
      };
      expect(snapshotRecordSchema.safeParse(record).success, name).toBe(true);
    }
  });

  it('keeps values within the schema limits', () => {
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Hotel',
      name: 'N'.repeat(500),
      starRating: 12,
      geo: { latitude: 123, longitude: 5 },
      image: ['javascript:alert(1)', 'ftp://x.example/a.jpg'],
    })}</script>`;
    const { content } = schemaOrgListing(html, 'https://x.example/')!;
    expect(content.name).toHaveLength(300);
    expect(content.starRating).toBeUndefined();
    expect(content.coordinates).toBeUndefined();
    expect(content.photos).toBeUndefined();
  });
});
