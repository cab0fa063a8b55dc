import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL } from '../../test-support/engine-fixtures.ts';

// Reference: Free WiFi, Swimming pool, Fitness center, Parking, Restaurant, Bar.
describe('AMENITIES', () => {
  it('keeps the same amenities under other names ACCURATE', () => {
    const amenities = ['Wi-Fi', 'Pool', 'Gym', 'Car park', 'On-site restaurant', 'Lounge'];
    expect(compare('AMENITIES', NEW_YORK_HOTEL, { amenities })).toMatchObject({
      status: 'ACCURATE',
      evidence: { similarity: 1, details: { addAmenities: [], removeAmenities: [] } },
    });
  });

  it('reads amenities in the languages channels render them in, free or paid', () => {
    for (const amenities of [
      ['Kostenloses WLAN', 'Schwimmbad', 'Fitnessraum', 'Parkplatz', 'Restaurant', 'Hotelbar'],
      ['Wi-Fi gratuit', 'Piscine', 'Salle de sport', 'Parking payant', 'Restaurant', 'Bar'],
      ['WiFi gratis', 'Piscina', 'Gimnasio', 'Aparcamiento', 'Restaurante', 'Bar'],
      ['無料Wi-Fi', 'プール', 'ジム', '駐車場', 'レストラン', 'バー'],
    ]) {
      expect(compare('AMENITIES', NEW_YORK_HOTEL, { amenities })?.status, amenities[0]).toBe(
        'ACCURATE',
      );
    }
  });

  it('does not take a translated amenity for another one', () => {
    const amenities = [
      'Kostenloses WLAN',
      'Sauna',
      'Fitnessraum',
      'Parkplatz',
      'Restaurant',
      'Bar',
    ];
    expect(compare('AMENITIES', NEW_YORK_HOTEL, { amenities })).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { details: { addAmenities: ['Swimming pool'], removeAmenities: ['Sauna'] } },
    });
  });

  it('lists extra channel amenities for removal without lowering the status', () => {
    const amenities = [...(NEW_YORK_HOTEL.amenities ?? []), 'Casino'];
    expect(compare('AMENITIES', NEW_YORK_HOTEL, { amenities })).toMatchObject({
      status: 'ACCURATE',
      evidence: { details: { removeAmenities: ['Casino'] } },
    });
  });

  it('calls a removed amenity a DISCREPANCY and lists it to add', () => {
    const amenities = ['Free WiFi', 'Swimming pool', 'Fitness center', 'Parking', 'Restaurant'];
    expect(compare('AMENITIES', NEW_YORK_HOTEL, { amenities })).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { similarity: 0.833, details: { addAmenities: ['Bar'] } },
    });
  });

  it('pairs near variants for replacement', () => {
    const amenities = ['Free WiFi', 'Outdoor swimming pool', 'Fitness center', 'Parking', 'Bar'];
    expect(compare('AMENITIES', NEW_YORK_HOTEL, { amenities })?.evidence.details).toMatchObject({
      addAmenities: ['Restaurant'],
      replaceAmenities: [{ from: 'Outdoor swimming pool', to: 'Swimming pool' }],
    });
  });

  it('calls a channel showing few of them INACCURATE and none MISSING', () => {
    expect(compare('AMENITIES', NEW_YORK_HOTEL, { amenities: ['Free WiFi', 'Bar'] })?.status).toBe(
      'INACCURATE',
    );
    expect(compare('AMENITIES', NEW_YORK_HOTEL, { amenities: [] })?.status).toBe('MISSING');
  });
});
