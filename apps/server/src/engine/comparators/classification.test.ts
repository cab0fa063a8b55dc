import { describe, expect, it } from 'vitest';
import {
  compare,
  NEW_YORK_HOTEL,
  PARIS_HOTEL,
  PARIS_RESTAURANT,
} from '../../test-support/engine-fixtures.ts';
import type { ReferenceProfile } from '../types.ts';

const status = (
  characteristic: 'STAR_RATING' | 'CATEGORY' | 'CUISINE',
  reference: ReferenceProfile,
  changes: Parameters<typeof compare>[2],
) => compare(characteristic, reference, changes)?.status;

describe('STAR_RATING', () => {
  it('keeps the rating ACCURATE however a channel writes it, and carries it for relabelling', () => {
    for (const shown of [4, '4', '4.0', '4 stars', 'Four-Star Hotel', '★★★★', '4*', '****']) {
      expect(status('STAR_RATING', NEW_YORK_HOTEL, { starRating: shown }), String(shown)).toBe(
        'ACCURATE',
      );
    }
    expect(compare('STAR_RATING', NEW_YORK_HOTEL, { starRating: '4 stars' })).toMatchObject({
      additionalData: { type: 'STAR_RATING', value: '4' },
    });
  });

  it('reads stars written in the listing language', () => {
    const munich = { ...NEW_YORK_HOTEL, countryCode: 'DE' };
    for (const shown of [
      '4-Sterne-Hotel',
      'vier Sterne',
      '4 étoiles',
      'quattro stelle',
      'cuatro estrellas',
      '4 estrelas',
      'vier sterren',
      '4つ星ホテル',
    ]) {
      expect(status('STAR_RATING', munich, { starRating: shown }), shown).toBe('ACCURATE');
    }
    expect(compare('STAR_RATING', munich, { starRating: 'quattro stelle' })).toMatchObject({
      evidence: { rule: 'rating-difference', details: { token: 'quattro', difference: 0 } },
    });
  });

  it('takes Superior as the same class, with the mark in the evidence', () => {
    expect(
      compare('STAR_RATING', NEW_YORK_HOTEL, { starRating: '4 Sterne Superior' }),
    ).toMatchObject({
      status: 'ACCURATE',
      evidence: { details: { mark: 'superior' } },
    });
    expect(status('STAR_RATING', NEW_YORK_HOTEL, { starRating: '4S' })).toBe('ACCURATE');
    expect(status('STAR_RATING', NEW_YORK_HOTEL, { starRating: '3 Sterne Superior' })).toBe(
      'INACCURATE',
    );
  });

  it('calls half a star off a DISCREPANCY and a star off INACCURATE', () => {
    expect(status('STAR_RATING', NEW_YORK_HOTEL, { starRating: 4.5 })).toBe('DISCREPANCY');
    expect(status('STAR_RATING', NEW_YORK_HOTEL, { starRating: '★★★½' })).toBe('DISCREPANCY');
    expect(compare('STAR_RATING', PARIS_HOTEL, { starRating: 'quatre étoiles' })).toMatchObject({
      status: 'INACCURATE',
      evidence: { rule: 'rating-difference', details: { difference: 1, token: 'quatre' } },
    });
    expect(status('STAR_RATING', NEW_YORK_HOTEL, { starRating: 'three-star' })).toBe('INACCURATE');
  });

  it('sends what it cannot read as stars to review, never INACCURATE', () => {
    for (const shown of ['Luxury', 'AAA Four Diamond', '8.6/10', '4.3']) {
      expect(compare('STAR_RATING', NEW_YORK_HOTEL, { starRating: shown }), shown).toMatchObject({
        status: 'AWAITING REVIEW',
        evidence: { rule: 'rating-unreadable', details: { unreadable: 'channel' } },
      });
    }
  });

  it('asks for the rating where the channel says unrated, and to remove stars of an unrated property', () => {
    expect(compare('STAR_RATING', NEW_YORK_HOTEL, { starRating: 'Non classé' })).toMatchObject({
      status: 'MISSING',
      evidence: { rule: 'rating-not-shown' },
    });
    expect(status('STAR_RATING', PARIS_RESTAURANT, { starRating: 3 })).toBe('REMOVE');
    expect(status('STAR_RATING', PARIS_RESTAURANT, { starRating: 'Unrated' })).toBeUndefined();
  });
});

const hotel = (category: string): ReferenceProfile => ({ ...NEW_YORK_HOTEL, category });
const restaurant = (category: string): ReferenceProfile => ({ ...PARIS_RESTAURANT, category });

describe('CATEGORY', () => {
  it('ignores case and plurals', () => {
    expect(status('CATEGORY', NEW_YORK_HOTEL, { category: 'BUSINESS HOTELS' })).toBe('ACCURATE');
  });

  it('reads lodging types in their synonyms, translations and channel forms', () => {
    const same: Array<[string, string]> = [
      ['Hotel', 'Hotels'],
      ['Hotel', 'Hôtel'],
      ['Hotel', 'Albergo'],
      ['Hotel', 'Hotel & Lodging'],
      ['Resort', 'Resort hotel'],
      ['Resort', 'Resorts'],
      ['Boutique hotel', 'Boutiquehotel'],
      ['Aparthotel', 'Serviced apartments'],
      ['Bed & breakfast', "Chambre d'hôtes"],
      ['Guest house', 'Gästehaus'],
      ['Hostel', 'Auberge de jeunesse'],
      ['Inn', 'Gasthof'],
      ['Inn', 'B&B / Inn'],
      ['Ryokan', '旅館'],
      ['Ryokan', 'Japanese inn'],
      ['Extended stay hotel', 'Extended Stay Hotels'],
    ];
    for (const [reference, shown] of same) {
      expect(status('CATEGORY', hotel(reference), { category: shown }), shown).toBe('ACCURATE');
    }
  });

  it('reads restaurant and spa categories with their cuisines', () => {
    for (const shown of [
      'Ristorante italiano',
      'Italienisches Restaurant',
      'Restaurant italien',
      'Italian',
      'イタリア料理店',
    ]) {
      expect(status('CATEGORY', restaurant('Italian restaurant'), { category: shown }), shown).toBe(
        'ACCURATE',
      );
    }
    expect(status('CATEGORY', PARIS_RESTAURANT, { category: 'Restaurant gastronomique' })).toBe(
      'ACCURATE',
    );
    expect(status('CATEGORY', restaurant('Tapas bar'), { category: 'Bar de tapas' })).toBe(
      'ACCURATE',
    );
    expect(status('CATEGORY', hotel('Day spa'), { category: 'Day Spas' })).toBe('ACCURATE');
    expect(status('CATEGORY', hotel('Spa'), { category: 'Wellnesszentrum' })).toBe('ACCURATE');
  });

  it('calls a broader, narrower or sibling kind a DISCREPANCY, naming the kinds', () => {
    expect(compare('CATEGORY', NEW_YORK_HOTEL, { category: 'Hotel' })).toMatchObject({
      status: 'DISCREPANCY',
      evidence: {
        rule: 'category-terms',
        details: { kinds: 'broader', sourceKinds: ['business hotel'], channelKinds: ['hotel'] },
      },
    });
    expect(status('CATEGORY', hotel('Hotel'), { category: 'Resort' })).toBe('DISCREPANCY');
    expect(status('CATEGORY', hotel('Guest house'), { category: 'Bed & Breakfast' })).toBe(
      'DISCREPANCY',
    );
    expect(status('CATEGORY', hotel('Day spa'), { category: 'Spa' })).toBe('DISCREPANCY');
    expect(status('CATEGORY', hotel('Hotel'), { category: 'Luxushotel' })).toBe('DISCREPANCY');
    expect(
      status('CATEGORY', restaurant('Japanese restaurant'), { category: 'Sushi restaurant' }),
    ).toBe('DISCREPANCY');
  });

  it('calls another kind or another cuisine INACCURATE', () => {
    expect(compare('CATEGORY', NEW_YORK_HOTEL, { category: 'Hostel' })).toMatchObject({
      status: 'INACCURATE',
      evidence: { details: { kinds: 'different', channelKinds: ['hostel'] } },
    });
    expect(status('CATEGORY', hotel('Hotel'), { category: 'Ostello' })).toBe('INACCURATE');
    expect(status('CATEGORY', hotel('Hotel'), { category: 'Apartments' })).toBe('INACCURATE');
    expect(status('CATEGORY', hotel('Spa'), { category: 'Hotel' })).toBe('INACCURATE');
    expect(
      compare('CATEGORY', restaurant('Italian restaurant'), { category: 'Japanese restaurant' }),
    ).toMatchObject({ status: 'INACCURATE', evidence: { details: { cuisines: 'different' } } });
  });

  it('sends a category no list knows to review', () => {
    expect(compare('CATEGORY', hotel('Hotel'), { category: 'Hotell' })).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { rule: 'category-unknown', details: { unreadable: 'channel' } },
    });
    expect(status('CATEGORY', hotel('Agriturismo'), { category: 'Agriturismo' })).toBe('ACCURATE');
  });
});

describe('CUISINE', () => {
  it('keeps the same cuisines in any order and language ACCURATE', () => {
    for (const shown of [
      ['Mediterranean', 'French'],
      ['Französisch', 'Mediterran'],
      ['Cuisine française, Méditerranéenne'],
      ['francese', 'mediterranea'],
    ]) {
      expect(status('CUISINE', PARIS_RESTAURANT, { cuisine: shown }), shown.join()).toBe(
        'ACCURATE',
      );
    }
    const tokyo = { ...PARIS_RESTAURANT, cuisine: ['Japanese'] };
    expect(status('CUISINE', tokyo, { cuisine: ['和食'] })).toBe('ACCURATE');
    expect(compare('CUISINE', tokyo, { cuisine: ['Japanese', 'Asian'] })).toMatchObject({
      status: 'ACCURATE',
      evidence: { details: { impliedCuisines: ['asian'] } },
    });
  });

  it('calls some of the cuisines, or a narrower one, a DISCREPANCY', () => {
    expect(compare('CUISINE', PARIS_RESTAURANT, { cuisine: ['French'] })).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { similarity: 0.5, details: { addCuisines: ['Mediterranean'] } },
    });
    const tokyo = { ...PARIS_RESTAURANT, cuisine: ['Japanese'] };
    expect(compare('CUISINE', tokyo, { cuisine: ['Sushi'] })).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { details: { relatedCuisines: ['japanese -> sushi (narrower)'] } },
    });
    expect(status('CUISINE', tokyo, { cuisine: ['Japanese', 'Sushi'] })).toBe('DISCREPANCY');
  });

  it('calls none of them INACCURATE, and an unknown cuisine a matter for review', () => {
    expect(status('CUISINE', PARIS_RESTAURANT, { cuisine: ['Sushi'] })).toBe('INACCURATE');
    expect(status('CUISINE', PARIS_RESTAURANT, { cuisine: ['Giapponese'] })).toBe('INACCURATE');
    expect(compare('CUISINE', PARIS_RESTAURANT, { cuisine: ['Kuchnia francuska'] })).toMatchObject({
      status: 'AWAITING REVIEW',
      evidence: { details: { unreadable: 'channel' } },
    });
  });
});
