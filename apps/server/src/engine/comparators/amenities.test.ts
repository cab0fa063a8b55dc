import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL } from '../engine-fixtures.ts';

// Reference: Free WiFi, Swimming pool, Fitness center, Parking, Restaurant, Bar.
describe('AMENITIES', () => {
  it('keeps the same amenities under other names ACCURATE', () => {
    const amenities = ['Wi-Fi', 'Pool', 'Gym', 'Car park', 'On-site restaurant', 'Lounge'];
    expect(compare('AMENITIES', NEW_YORK_HOTEL, { amenities })).toMatchObject({
      status: 'ACCURATE',
      evidence: { similarity: 1, details: { addAmenities: [], removeAmenities: [] } },
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
