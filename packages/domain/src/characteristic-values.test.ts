import { describe, expect, it } from 'vitest';
import { characteristicValueLabel } from './characteristic-values.ts';

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
