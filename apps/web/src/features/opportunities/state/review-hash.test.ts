import { describe, expect, it } from 'vitest';
import { formatReviewHash, parseReviewHash, sortBy } from './review-hash.ts';

describe('the opportunities review hash', () => {
  it('starts on the ranking by gain, first page', () => {
    expect(parseReviewHash('')).toEqual({ sort: 'gain', order: 'desc', page: 1 });
    expect(parseReviewHash('#sort=nope&page=-2')).toEqual({ sort: 'gain', order: 'desc', page: 1 });
  });

  it('reads and writes the order and page', () => {
    const place = parseReviewHash('#sort=accuracy&order=desc&page=3');
    expect(place).toEqual({ sort: 'accuracy', order: 'desc', page: 3 });
    expect(formatReviewHash(place)).toBe('#sort=accuracy&order=desc&page=3');
    expect(formatReviewHash({ sort: 'property', order: 'asc', page: 1 })).toBe(
      '#sort=property&page=1',
    );
  });

  it('turns a column around on a second click and starts others in their own order', () => {
    const gain = parseReviewHash('#sort=gain&page=4');
    expect(sortBy(gain, 'gain')).toEqual({ sort: 'gain', order: 'asc', page: 1 });
    expect(sortBy(gain, 'property')).toEqual({ sort: 'property', order: 'asc', page: 1 });
  });
});
