import { describe, expect, it } from 'vitest';
import { compare, NEW_YORK_HOTEL, PARIS_RESTAURANT } from '../engine-fixtures.ts';
import { parseStarRating } from './classification.ts';

describe('STAR_RATING', () => {
  it('reads the ways channels write a rating', () => {
    expect([4, '4', '4-star', '4.5 stars', '4,5', '★★★★', 'unrated'].map(parseStarRating)).toEqual([
      4,
      4,
      4,
      4.5,
      4.5,
      4,
      null,
    ]);
  });

  it('keeps "4 stars" ACCURATE and carries the rating for relabelling', () => {
    expect(compare('STAR_RATING', NEW_YORK_HOTEL, { starRating: '4 stars' })).toMatchObject({
      status: 'ACCURATE',
      additionalData: { type: 'STAR_RATING', value: '4' },
    });
  });

  it('calls half a star off a DISCREPANCY and a star off INACCURATE', () => {
    expect(compare('STAR_RATING', NEW_YORK_HOTEL, { starRating: 4.5 })?.status).toBe('DISCREPANCY');
    expect(compare('STAR_RATING', NEW_YORK_HOTEL, { starRating: '3 stars' })).toMatchObject({
      status: 'INACCURATE',
      evidence: { rule: 'rating-difference', details: { difference: 1 } },
    });
  });

  it('asks to remove stars shown for an unrated property', () => {
    expect(compare('STAR_RATING', PARIS_RESTAURANT, { starRating: 3 })?.status).toBe('REMOVE');
  });
});

describe('CATEGORY', () => {
  it('ignores case and plurals', () => {
    expect(compare('CATEGORY', NEW_YORK_HOTEL, { category: 'BUSINESS HOTELS' })?.status).toBe(
      'ACCURATE',
    );
  });

  it('calls a broader or narrower category a DISCREPANCY and another INACCURATE', () => {
    expect(compare('CATEGORY', NEW_YORK_HOTEL, { category: 'Hotel' })?.status).toBe('DISCREPANCY');
    expect(compare('CATEGORY', NEW_YORK_HOTEL, { category: 'Hostel' })?.status).toBe('INACCURATE');
  });
});

describe('CUISINE', () => {
  it('keeps the same cuisines in other words ACCURATE', () => {
    expect(
      compare('CUISINE', PARIS_RESTAURANT, { cuisine: ['Mediterranean', 'French'] })?.status,
    ).toBe('ACCURATE');
  });

  it('calls some of the cuisines a DISCREPANCY and none of them INACCURATE', () => {
    expect(compare('CUISINE', PARIS_RESTAURANT, { cuisine: ['French'] })).toMatchObject({
      status: 'DISCREPANCY',
      evidence: { similarity: 0.5, details: { addCuisines: ['Mediterranean'] } },
    });
    expect(compare('CUISINE', PARIS_RESTAURANT, { cuisine: ['Sushi'] })?.status).toBe('INACCURATE');
  });
});
