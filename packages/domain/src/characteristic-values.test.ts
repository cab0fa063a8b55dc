import { describe, expect, it } from 'vitest';
import { characteristicValueLabel, characteristicValueLabels } from './characteristic-values.ts';

describe('characteristicValueLabel: "Star rating and Brand values are relabelled from additionalData. Brand shows a code in parentheses."', () => {
  it('shows a star rating from additionalData as a number of stars', () => {
    const star = (value: string) =>
      characteristicValueLabel('STAR_RATING', 'raw', { type: 'STAR_RATING', value });
    expect(star('4')).toBe('4 stars');
    expect(star('4.5')).toBe('4.5 stars');
    expect(star('1')).toBe('1 star');
    expect(star('Luxury')).toBe('Luxury');
  });

  it('shows a brand with its code in parentheses', () => {
    expect(
      characteristicValueLabel('BRAND', 'HP', { value: 'Hampton by Hilton', code: 'HP' }),
    ).toBe('Hampton by Hilton (HP)');
    expect(
      characteristicValueLabel('BRAND', 'HP', { value: 'Hampton by Hilton', code: null }),
    ).toBe('Hampton by Hilton');
  });

  it('keeps the raw value without additionalData or its value', () => {
    expect(characteristicValueLabel('STAR_RATING', '4')).toBe('4');
    expect(characteristicValueLabel('STAR_RATING', '4', null)).toBe('4');
    expect(characteristicValueLabel('BRAND', 'Hampton', { code: 'HP' })).toBe('Hampton');
    expect(characteristicValueLabel('BRAND', null, { value: '' })).toBeNull();
  });

  it('relabels no other characteristic', () => {
    expect(characteristicValueLabel('PHONE', '+44 20 7946 0000', { value: 'ignored' })).toBe(
      '+44 20 7946 0000',
    );
  });
});

describe('characteristicValueLabels: both sides of a result', () => {
  it('relabels each side of a star rating from its own value', () => {
    expect(
      characteristicValueLabels('STAR_RATING', '4', '3.5', { type: 'STAR_RATING', value: '4' }),
    ).toEqual({ source: '4 stars', channel: '3.5 stars' });
  });

  it('shows the brand with its code on the source side and the channel as written', () => {
    expect(
      characteristicValueLabels('BRAND', 'Wanderhaus', 'WDH', {
        type: 'BRAND',
        value: 'Wanderhaus',
        code: 'WDH',
      }),
    ).toEqual({ source: 'Wanderhaus (WDH)', channel: 'WDH' });
  });

  it('leaves a missing channel value and other characteristics alone', () => {
    expect(
      characteristicValueLabels('STAR_RATING', '4', null, { type: 'STAR_RATING', value: '4' }),
    ).toEqual({ source: '4 stars', channel: null });
    expect(characteristicValueLabels('PHONE', '+1 555', '555', null)).toEqual({
      source: '+1 555',
      channel: '555',
    });
  });
});
