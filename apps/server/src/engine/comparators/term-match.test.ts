import { describe, expect, it } from 'vitest';
import { CUISINE_INDEX } from '../normalize-terms.ts';
import { prepareAmenities, prepareCuisine, type PreparedTerms } from '../prepare-values.ts';
import { matchRelatedTerms, matchTerms } from './term-match.ts';

const terms = (raws: string[]) => prepareAmenities(raws) as PreparedTerms;

describe('matchTerms', () => {
  it('splits terms into matched, to add, to remove and to replace', () => {
    const match = matchTerms(
      terms(['Wi-Fi', 'Sauna', 'Pool', 'Bar']),
      terms(['WiFi', 'Saunas', 'Heated pool', 'Casino']),
      0.8,
    );
    expect(match.matched).toBe(2);
    expect(match.add.map((term) => term.raw)).toEqual(['Bar']);
    expect(match.remove.map((term) => term.raw)).toEqual(['Casino']);
    expect(match.replace.map(({ from, to }) => [from.raw, to.raw])).toEqual([
      ['Heated pool', 'Pool'],
    ]);
    expect(match.coverage).toBe(0.75);
  });

  it('pairs each channel term once, and not on a short common fragment', () => {
    const match = matchTerms(
      terms(['Pool', 'Spa pool', 'Bar']),
      terms(['Rooftop pool', 'Barbecue']),
      0.8,
    );
    expect(match.replace.map(({ from, to }) => [from.raw, to.raw])).toEqual([
      ['Rooftop pool', 'Pool'],
    ]);
    expect(match.add.map((term) => term.raw)).toEqual(['Spa pool', 'Bar']);
    expect(match.coverage).toBeCloseTo(1 / 3);
  });

  it('covers nothing when the channel lists nothing', () => {
    expect(matchTerms(terms(['Spa']), null, 0.8)).toMatchObject({ matched: 0, coverage: 0 });
  });
});

describe('matchRelatedTerms', () => {
  const cuisines = (raws: string[]) => prepareCuisine(raws) as PreparedTerms;
  const match = (reference: string[], channel: string[]) =>
    matchRelatedTerms(cuisines(reference), cuisines(channel), CUISINE_INDEX, 0.8);

  it('matches canonicals, and ignores a broader term implied by a matched one', () => {
    expect(match(['Japanese'], ['Japanisch', 'Asian'])).toMatchObject({
      matched: ['japanese'],
      implied: [{ key: 'asian' }],
      add: [],
      remove: [],
      coverage: 1,
    });
  });

  it('pairs a narrower or broader cuisine, never two different known ones', () => {
    expect(match(['Japanese'], ['Sushi']).related).toEqual([
      {
        reference: { raw: 'Japanese', key: 'japanese' },
        channel: { raw: 'Sushi', key: 'sushi' },
        relation: 'narrower',
      },
    ]);
    expect(match(['Asian'], ['Caucasian'])).toMatchObject({
      matched: [],
      related: [],
      unknown: true,
    });
    expect(match(['Italian'], ['Japanese'])).toMatchObject({
      related: [],
      unknown: false,
      coverage: 0,
    });
  });
});
