import { describe, expect, it } from 'vitest';
import { editSimilarity, roundRatio } from './similarity.ts';

describe('editSimilarity', () => {
  it('is 1 for equal strings and falls with each edit', () => {
    expect(editSimilarity('hiltonparisopera', 'hiltonparisopera')).toBe(1);
    expect(editSimilarity('hiltonparisopera', 'hiltonparisopra')).toBeCloseTo(15 / 16);
    expect(editSimilarity('abc', 'xyz')).toBe(0);
    expect(editSimilarity('', '')).toBe(1);
  });

  it('rounds ratios to three decimals for evidence', () => {
    expect(roundRatio(2 / 3)).toBe(0.667);
  });
});
