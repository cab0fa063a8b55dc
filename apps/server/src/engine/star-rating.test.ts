import { describe, expect, it } from 'vitest';
import { readStarRating } from './star-rating.ts';

const stars = (value: number | string) => {
  const reading = readStarRating(value);
  return reading.kind === 'stars' ? reading.stars : reading.kind;
};

describe('readStarRating', () => {
  it('reads figures, symbols and the star word of each language', () => {
    expect(
      [
        4,
        '4',
        '4.0',
        '4,5',
        '4-star',
        '4.5 stars',
        '★★★★',
        '★★★★☆',
        '****',
        '4*',
        '3½',
        '★★★½',
      ].map(stars),
    ).toEqual([4, 4, 4, 4.5, 4, 4.5, 4, 4, 4, 4, 3.5, 3.5]);
    expect(
      [
        '4-Sterne-Hotel',
        '4 étoiles',
        '4 stelle',
        '4 estrellas',
        '4 estrelas',
        '4 sterren',
        '4つ星',
      ].map(stars),
    ).toEqual([4, 4, 4, 4, 4, 4, 4]);
  });

  it('reads star counts written in words', () => {
    expect(
      [
        'Four-Star',
        'vier Sterne',
        'Fünf Sterne',
        'quatre étoiles',
        'quattro stelle',
        'cinco estrellas',
        'quatro estrelas',
        'vijf sterren',
        '五つ星ホテル',
        'yotsuboshi',
        'dreieinhalb Sterne',
        'three and a half stars',
      ].map(stars),
    ).toEqual([4, 4, 5, 4, 4, 5, 4, 5, 5, 4, 3.5, 3.5]);
  });

  it('keeps a class mark apart from the figure', () => {
    expect(readStarRating('4 Sterne Superior')).toMatchObject({ stars: 4, mark: 'superior' });
    expect(readStarRating('4S')).toMatchObject({ stars: 4, mark: 'superior' });
    expect(readStarRating('5 stelle lusso')).toMatchObject({ stars: 5, mark: 'lusso' });
    expect(readStarRating('4 stars')).toMatchObject({ stars: 4, mark: null });
  });

  it('reads "no rating" as none and what is not a star class as unreadable', () => {
    expect(['Unrated', 'Non classé', 'Ohne Sterne', 'Not rated', 0].map(stars)).toEqual([
      'none',
      'none',
      'none',
      'none',
      'none',
    ]);
    expect(
      ['Luxury', 'First Class', 'AAA Four Diamond', '2 Michelin Keys', '8.6/10', '4.3', 9].map(
        stars,
      ),
    ).toEqual([
      'unreadable',
      'unreadable',
      'unreadable',
      'unreadable',
      'unreadable',
      'unreadable',
      'unreadable',
    ]);
  });
});
